import type { DbOrTrx } from '@lemans/platform';
import { decodeRecording, snapshotAt } from '@lemans/race';

/**
 * A stored recording ready to be played: the organiser document (the shape of the feed's data.json) at
 * any race time. A lap recording computes it; a snapshot recording serves what was polled at that time.
 */
export interface RecordingPlayer {
  recordingId: string;
  name: string;
  eventName: string;
  /** The organiser's session id of the recorded session. */
  organiserSessionId: number;
  /** Race time of the last recorded moment. */
  durationMs: number;
  /** The document at `raceTimeMs`, marked as a replay when asked. */
  documentAt(raceTimeMs: number, options: { replay: boolean }): unknown;
}

/** Loads a stored recording for playing; undefined when no recording has that id. */
export async function loadRecordingPlayer(
  db: DbOrTrx,
  recordingId: string,
): Promise<RecordingPlayer | undefined> {
  const row = await db
    .selectFrom('recordings')
    .select(['id', 'name', 'event_name', 'kind', 'duration_ms', 'data'])
    .where('id', '=', recordingId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.kind !== 'laps' || row.data === null) {
    throw new Error(
      `Enregistrement ${recordingId} : lecture des enregistrements « ${row.kind} » non prise en charge`,
    );
  }
  const recording = decodeRecording(row.data);
  return {
    recordingId: row.id,
    name: row.name,
    eventName: row.event_name,
    organiserSessionId: recording.meta.sessionId,
    durationMs: recording.meta.durationMs,
    documentAt: (raceTimeMs, { replay }) => snapshotAt(recording, raceTimeMs, { replay }),
  };
}
