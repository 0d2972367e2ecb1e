import { PLAYING_REPLAY_STATES } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { listRecordings } from '@lemans/recordings';

/**
 * Every stored recording without its body, in the JSON shape of the admin API, with the name of its session
 * (null while the import has not created it).
 */
export async function listRecordingsWithSessions(db: DbOrTrx) {
  const rows = await listRecordings(db);
  const sessionIds = [...new Set(rows.flatMap((row) => (row.session_id ? [row.session_id] : [])))];
  const sessions =
    sessionIds.length === 0
      ? []
      : await db.selectFrom('sessions').select(['id', 'name']).where('id', 'in', sessionIds).execute();
  const names = new Map(sessions.map((session) => [session.id, session.name]));
  return rows.map((row) => ({
    ...row,
    session_name: (row.session_id && names.get(row.session_id)) ?? null,
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
    .where('state', 'in', PLAYING_REPLAY_STATES)
    .executeTakeFirst();
  return row !== undefined;
}
