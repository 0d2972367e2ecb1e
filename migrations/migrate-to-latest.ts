import { fileURLToPath } from 'node:url';
import { createDatabaseIfMissing, createDb } from '@lemans/platform';
import { Migrator } from 'kysely';
import { FolderMigrationProvider } from './folder-migration-provider.ts';

const migrationFolder = fileURLToPath(new URL('./sql', import.meta.url));

export class MigrationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Brings the database at `url` to the latest schema, creating the database first when the server
 * does not have it. Returns the names of the migrations applied now (none when already current).
 * Concurrent callers are serialised by the migrator's lock, so every service may call it at start.
 */
export async function migrateToLatest(url: string): Promise<string[]> {
  await createDatabaseIfMissing(url);
  const db = createDb(url, { max: 1, applicationName: 'lemans-migrate' });
  try {
    const migrator = new Migrator({ db, provider: new FolderMigrationProvider(migrationFolder) });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error) {
      const failed = results.find((result) => result.status === 'Error')?.migrationName;
      const cause = error instanceof Error ? error.message : String(error);
      throw new MigrationError(
        failed ? `Échec de la migration ${failed} : ${cause}` : `Échec des migrations : ${cause}`,
        { cause: error },
      );
    }
    return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
  } finally {
    await db.destroy();
  }
}
