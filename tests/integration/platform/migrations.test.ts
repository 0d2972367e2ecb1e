import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { migrateToLatest } from '@lemans/migrations';
import { createDb, databaseExists, withDatabaseName } from '@lemans/platform';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase } from '../../support/postgres-admin.ts';

const postgresUrl = inject('postgresUrl');
const name = `${inject('databasePrefix')}fresh_${randomBytes(4).toString('hex')}`;
const url = withDatabaseName(postgresUrl, name);

afterAll(() => dropDatabase(postgresUrl, name));

/** Every migration file, in the order they apply (their names start with a timestamp). */
async function migrationNames(): Promise<string[]> {
  const files = await readdir(fileURLToPath(new URL('../../../migrations/sql', import.meta.url)));
  return files.map((file) => file.replace(/\.ts$/, '')).sort();
}

describe('migrateToLatest', () => {
  it('creates a missing database, applies every migration, then finds nothing left to apply', async () => {
    expect(await databaseExists(url)).toBe(false);

    const first = await migrateToLatest(url);
    expect(first).toEqual(await migrationNames());
    expect(await migrateToLatest(url)).toEqual([]);

    const db = createDb(url, { max: 1 });
    try {
      const { rows } = await sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'
        ORDER BY table_name
      `.execute(db);
      expect(rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          'cursors',
          'events',
          'recording_snapshots',
          'recordings',
          'sessions',
          'laps',
        ]),
      );
    } finally {
      await db.destroy();
    }
  });

  it('lets concurrent callers race safely', async () => {
    const raced = withDatabaseName(postgresUrl, `${name}_race`);
    try {
      const results = await Promise.all([
        migrateToLatest(raced),
        migrateToLatest(raced),
        migrateToLatest(raced),
      ]);
      expect(results.flat().sort()).toEqual(await migrationNames());
    } finally {
      await dropDatabase(postgresUrl, `${name}_race`);
    }
  });
});
