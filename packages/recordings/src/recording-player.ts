import type { DbOrTrx, JsonObject } from '@lemans/platform';
import { decodeRecording, snapshotAt } from '@lemans/race';
import type { Json } from './json-delta.ts';
import { readSnapshotRows } from './snapshot-recordings-repository.ts';
import { SnapshotTimeline } from './snapshot-timeline.ts';

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
    .select(['id', 'name', 'event_name', 'kind', 'source', 'data'])
    .where('id', '=', recordingId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.kind === 'snapshots') {
    return snapshotPlayer(row, new SnapshotTimeline(await readSnapshotRows(db, row.id)));
  }
  if (row.data === null) throw new Error(`Enregistrement ${recordingId} : contenu absent`);
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

/** A recording of polled documents: each race time is served the document polled at or before it. */
function snapshotPlayer(
  row: { id: string; name: string; event_name: string; source: JsonObject },
  timeline: SnapshotTimeline,
): RecordingPlayer {
  return {
    recordingId: row.id,
    name: row.name,
    eventName: row.event_name,
    organiserSessionId: Number(row.source.organiserSessionId),
    durationMs: timeline.lastRaceTimeMs,
    documentAt: (raceTimeMs, { replay }) => withReplay(timeline.documentAt(raceTimeMs), replay),
  };
}

/** A shallow copy with `params.replay` set: the stored document itself is shared and stays as polled. */
function withReplay(document: Json, replay: boolean): Json {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return document;
  const params = document.params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return document;
  return { ...document, params: { ...params, replay } };
}
