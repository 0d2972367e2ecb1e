import type { DbOrTrx } from '@lemans/platform';
import { listRecordings } from '@lemans/recordings';

/** Every stored recording without its body, in the JSON shape of the admin API. */
export async function listRecordingsWithSessions(db: DbOrTrx) {
  const rows = await listRecordings(db);
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

/** Whether a replay of the recording is under way: it reads the recording, which cannot go from under it. */
export async function recordingReplayRuns(db: DbOrTrx, recordingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('replays')
    .select('id')
    .where('recording_id', '=', recordingId)
    .where('state', 'in', ['starting', 'running', 'paused'])
    .executeTakeFirst();
  return row !== undefined;
}
