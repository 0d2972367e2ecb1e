import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createDatabaseIfMissing, createDb, type Db, withDatabaseName } from '@lemans/platform';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FolderMigrationProvider } from '../../../migrations/folder-migration-provider.ts';
import { dropDatabase } from '../../support/postgres-admin.ts';

const postgresUrl = inject('postgresUrl');
const name = `${inject('databasePrefix')}logins_${randomBytes(4).toString('hex')}`;
const RENAME = '20251126090000_admin_logins';
const BEFORE = '20251125090000_race_events';

let db: Db;
let migrator: Migrator;

beforeAll(async () => {
  const url = withDatabaseName(postgresUrl, name);
  await createDatabaseIfMissing(url);
  db = createDb(url, { max: 1 });
  const folder = fileURLToPath(new URL('../../../migrations/sql', import.meta.url));
  migrator = new Migrator({ db, provider: new FolderMigrationProvider(folder) });
});

afterAll(async () => {
  await db?.destroy();
  await dropDatabase(postgresUrl, name);
});

/** The table's indexes (its primary key's included), by name. */
async function indexesOf(table: string): Promise<string[]> {
  const { rows } = await sql<{ indexname: string }>`
    SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename = ${table} ORDER BY indexname
  `.execute(db);
  return rows.map((row) => row.indexname);
}

const tokensIn = async (table: string) =>
  (await sql<{ token_hash: string }>`SELECT token_hash FROM ${sql.table(table)}`.execute(db)).rows;

async function migrateTo(target: string) {
  const { error } = await migrator.migrateTo(target);
  if (error) throw error;
}

describe(RENAME, () => {
  it('renames the admin logins table, its key and its index, keeping the open logins, and back', async () => {
    await migrateTo(BEFORE);
    const anyDb = db as unknown as Kysely<Record<string, { token_hash: string; expires_at: Date }>>;
    await anyDb
      .insertInto('admin_sessions')
      .values({ token_hash: 'f00d', expires_at: new Date('2025-06-15T12:00:00Z') })
      .execute();

    await migrateTo(RENAME);
    expect(await tokensIn('admin_logins')).toEqual([{ token_hash: 'f00d' }]);
    expect(await indexesOf('admin_logins')).toEqual(['admin_logins_expires_idx', 'admin_logins_pkey']);
    expect(await indexesOf('admin_sessions')).toEqual([]);

    await migrateTo(BEFORE);
    expect(await tokensIn('admin_sessions')).toEqual([{ token_hash: 'f00d' }]);
    expect(await indexesOf('admin_sessions')).toEqual(['admin_sessions_expires_idx', 'admin_sessions_pkey']);
  });
});
