import { randomBytes } from 'node:crypto';
import { migrateToLatest } from '@lemans/migrations';
import { createDb, databaseColumns, withDatabaseName } from '@lemans/platform';
import { sql } from 'kysely';
import { afterAll, expect, inject, it } from 'vitest';
import { dropDatabase } from '../../support/postgres-admin.ts';

const postgresUrl = inject('postgresUrl');
const name = `${inject('databasePrefix')}columns_${randomBytes(4).toString('hex')}`;
const url = withDatabaseName(postgresUrl, name);

afterAll(() => dropDatabase(postgresUrl, name));

type Columns = Record<string, Record<string, string>>;

/** The base tables a fresh migration creates (views and the migrator's own tables aside), as `databaseColumns`. */
async function migratedColumns(): Promise<Columns> {
  await migrateToLatest(url);
  const db = createDb(url, { max: 1 });
  try {
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>`
      SELECT c.table_name, c.column_name, c.is_nullable
      FROM information_schema.columns AS c
      JOIN information_schema.tables AS t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'kysely_%'
    `.execute(db);
    const columns: Columns = {};
    for (const row of rows) {
      const table = columns[row.table_name] ?? {};
      table[row.column_name] = row.is_nullable === 'YES' ? 'nullable' : 'not null';
      columns[row.table_name] = table;
    }
    return columns;
  } finally {
    await db.destroy();
  }
}

it('types exactly the tables, columns and nullability that the migrations create', async () => {
  const migrated = await migratedColumns();
  // Table by table, so that a failure names the table that drifted.
  expect(Object.keys(migrated).sort()).toEqual(Object.keys(databaseColumns).sort());
  for (const [table, columns] of Object.entries(databaseColumns)) {
    expect({ table, columns: migrated[table] }).toEqual({ table, columns });
  }
});
