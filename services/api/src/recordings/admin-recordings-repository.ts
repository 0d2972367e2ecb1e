import type { DbOrTrx } from '@lemans/platform';

/** Every stored recording without its body, with the session it was recorded from or imported into. */
export async function listRecordingsWithSessions(db: DbOrTrx) {
  const rows = await db
    .selectFrom('recordings')
    .select([
      'id',
      'name',
      'event_name',
      'kind',
      'duration_ms',
      'cars',
      'laps',
      'drivers',
      'size_bytes',
      'created_at',
      'session_id',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    duration_ms: Number(row.duration_ms),
    created_at: row.created_at.toISOString(),
  }));
}

/** The stored (compressed) size of a recording. */
export async function recordingSizeOf(db: DbOrTrx, recordingId: string): Promise<number> {
  const row = await db
    .selectFrom('recordings')
    .select('size_bytes')
    .where('id', '=', recordingId)
    .executeTakeFirstOrThrow();
  return row.size_bytes;
}
