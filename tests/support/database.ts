import { randomBytes } from 'node:crypto';
import { createDb, type Db, withDatabaseName } from '@lemans/platform';
import { inject } from 'vitest';
import {
  createDatabase,
  databaseExists,
  dropDatabase,
  renameDatabase,
  withServerLock,
} from './postgres-admin.ts';

export interface TestDatabase {
  name: string;
  url: string;
  db: Db;
  /** Closes the pool and drops the database; call it in afterAll. */
  drop(): Promise<void>;
}

/**
 * Data several test files start from (the whole 2025 race ingested, for instance): written once per run into
 * a template of its own, which each of those files then clones instead of writing it again.
 */
export interface DatabaseSeed {
  /** Names the seed's template: letters, digits and underscores. */
  name: string;
  write(db: Db): Promise<void>;
}

/**
 * A database of its own for one test file, cloned (a file copy: fast) from the migrated template, or from
 * the seed's template when one is given.
 */
export async function createTestDatabase(seed?: DatabaseSeed): Promise<TestDatabase> {
  const postgresUrl = inject('postgresUrl');
  const name = `${inject('databasePrefix')}${randomBytes(4).toString('hex')}`;
  const template = seed ? await seededTemplate(seed) : inject('templateDatabase');
  await createDatabase(postgresUrl, name, template);
  return openTestDatabase(postgresUrl, name);
}

function openTestDatabase(postgresUrl: string, name: string): TestDatabase {
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

/**
 * The seed's template, written by the first file of the run that asks for it while the others wait on a
 * server lock. It is written under another name and renamed once complete: a template that exists is whole,
 * and one whose writing failed is dropped for the next file to try again. The run's end drops it with the
 * other databases of the run (its name has the run's prefix).
 */
async function seededTemplate(seed: DatabaseSeed): Promise<string> {
  const postgresUrl = inject('postgresUrl');
  const template = `${inject('databasePrefix')}seed_${seed.name}`;
  await withServerLock(postgresUrl, template, async () => {
    if (await databaseExists(postgresUrl, template)) return;
    const draft = `${template}_draft`;
    await dropDatabase(postgresUrl, draft);
    await createDatabase(postgresUrl, draft, inject('templateDatabase'));
    const database = openTestDatabase(postgresUrl, draft);
    try {
      await seed.write(database.db);
      await database.db.destroy();
    } catch (error) {
      await database.drop();
      throw error;
    }
    await renameDatabase(postgresUrl, draft, template);
  });
  return template;
}
