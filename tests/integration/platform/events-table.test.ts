import type { NewEvent } from '@lemans/platform';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function event(streamPosition: number): NewEvent {
  return {
    stream_id: 'session-1',
    stream_position: streamPosition,
    type: 'SessionStarted',
    data: { sessionId: 1 },
  };
}

describe('events table', () => {
  it('rejects a second event at the same stream position', async () => {
    const { db } = database;
    await db.insertInto('events').values(event(1)).execute();
    await expect(db.insertInto('events').values(event(1)).execute()).rejects.toMatchObject({
      code: '23505',
      constraint: 'events_stream_id_stream_position_key',
    });
  });

  it('stamps each event with the id of the transaction that appended it', async () => {
    const { db } = database;
    const { appended, current } = await db.transaction().execute(async (trx) => {
      const appended = await trx
        .insertInto('events')
        .values(event(2))
        .returning(['global_position', 'transaction_id', 'metadata', 'recorded_at'])
        .executeTakeFirstOrThrow();
      const { rows } = await sql<{ current: string }>`SELECT pg_current_xact_id()::text AS current`.execute(
        trx,
      );
      return { appended, current: rows[0]?.current };
    });
    expect(appended.transaction_id).toBe(current);
    expect(appended.metadata).toEqual({});
    expect(appended.recorded_at).toBeInstanceOf(Date);
  });

  it('reads bigint positions as numbers', async () => {
    const rows = await database.db
      .selectFrom('events')
      .select(['global_position', 'stream_position'])
      .orderBy('global_position')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(typeof row.global_position).toBe('number');
      expect(typeof row.stream_position).toBe('number');
    }
  });

  it('refuses a bigint beyond the exact range of a JS number instead of rounding it', async () => {
    await expect(sql`SELECT 9007199254740993::bigint AS big`.execute(database.db)).rejects.toThrow(
      RangeError,
    );
  });
});
