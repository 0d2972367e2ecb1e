export { MigrationError, migrateToLatest } from './migrate-to-latest.ts';
