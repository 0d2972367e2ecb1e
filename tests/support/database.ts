import { randomBytes } from 'node:crypto';
import { createDb, type Db, withDatabaseName } from '@lemans/platform';
import { inject } from 'vitest';
import { createDatabase, dropDatabase } from './postgres-admin.ts';

export interface TestDatabase {
  name: string;
  url: string;
  db: Db;
  /** Closes the pool and drops the database; call it in afterAll. */
  drop(): Promise<void>;
}

/** A database of its own for one test file, cloned from the migrated template (fast: a file copy). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const postgresUrl = inject('postgresUrl');
  const name = `${inject('databasePrefix')}${randomBytes(4).toString('hex')}`;
  await createDatabase(postgresUrl, name, inject('templateDatabase'));
  const url = withDatabaseName(postgresUrl, name);
  const db = createDb(url, { max: 4, applicationName: 'lemans-tests' });
  return {
    name,
    url,
    db,
    drop: async () => {
      await db.destroy();
      await dropDatabase(postgresUrl, name);
    },
  };
}
