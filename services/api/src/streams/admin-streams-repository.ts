import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import type { StreamInput } from './stream-schema.ts';
import { STREAM_COLUMNS } from './streams-repository.ts';

/** The admin sees when each stream was added and last changed, too. */
const COLUMNS = [...STREAM_COLUMNS, 'created_at', 'updated_at'] as const;

/** Every configured stream, newest first (the admin list). */
export function listAllStreams(db: DbOrTrx) {
  return db
    .selectFrom('streams')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertStream(db: DbOrTrx, stream: StreamInput) {
  return db.insertInto('streams').values(stream).returning(COLUMNS).executeTakeFirstOrThrow();
}

/** The updated row, or undefined when there is no such stream. */
export function updateStream(db: DbOrTrx, id: number, stream: StreamInput) {
  return db
    .updateTable('streams')
    .set({ ...stream, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** Flips is_active in one statement, so that two toggles at once cannot both read the old value. */
export function toggleStream(db: DbOrTrx, id: number) {
  return db
    .updateTable('streams')
    .set({ is_active: sql<boolean>`NOT is_active`, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** The deleted row's number, or undefined when there was none. */
export function deleteStream(db: DbOrTrx, id: number) {
  return db.deleteFrom('streams').where('id', '=', id).returning(['id', 'team_number']).executeTakeFirst();
}

export async function streamStats(db: DbOrTrx): Promise<{ total: number; active: number }> {
  const row = await db
    .selectFrom('streams')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) FILTER (WHERE is_active)::int`.as('active'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
