import type { DbOrTrx } from '@lemans/platform';
import { decodeRecording, type LapRecording } from '@lemans/race';

/** A stored lap recording, decoded; undefined when no recording has that id or it holds no laps. */
export async function findLapRecording(db: DbOrTrx, recordingId: string): Promise<LapRecording | undefined> {
  const row = await db
    .selectFrom('recordings')
    .select(['kind', 'data'])
    .where('id', '=', recordingId)
    .executeTakeFirst();
  if (row?.kind !== 'laps' || row.data === null) return undefined;
  return decodeRecording(row.data);
}

/**
 * Links a recording to the session it is imported into. A recording keeps its first session: the column is
 * unique, and a recording recorded live already names its own.
 */
export async function linkRecordingToSession(db: DbOrTrx, recordingId: string, sessionId: string) {
  await db
    .updateTable('recordings')
    .set({ session_id: sessionId })
    .where('id', '=', recordingId)
    .where('session_id', 'is', null)
    .execute();
}
