import type { DbOrTrx, JsonObject } from '@lemans/platform';
import { SNAPSHOT_RECORDING_FORMAT } from './snapshot-codec.ts';
import type { TimedSnapshot } from './snapshot-timeline.ts';

/** What the listing shows of a snapshot recording, kept current as documents arrive. */
export interface SnapshotRecordingSummary {
  cars: number;
  laps: number;
  drivers: number;
  durationMs: number;
  /** Chained over the stored rows: sha256(previous hash + row body). */
  contentSha256: string;
}

export interface NewSnapshotRecording {
  sessionId: string;
  name: string;
  eventName: string;
  source: JsonObject;
}

export interface SnapshotRow {
  seq: number;
  raceTimeMs: number;
  observedAt: Date;
  keyframe: boolean;
  body: Buffer;
}

/** Where the recording of a session stands: its last row, its hash and the rows from its last keyframe on. */
export interface SnapshotRecordingTail {
  id: string;
  lastSeq: number;
  contentSha256: string;
  rows: TimedSnapshot[];
}

/** Creates the recording of a session with its first row. */
export async function createSnapshotRecording(
  db: DbOrTrx,
  recording: NewSnapshotRecording,
  first: SnapshotRow,
  summary: SnapshotRecordingSummary,
): Promise<string> {
  const { id } = await db
    .insertInto('recordings')
    .values({
      name: recording.name,
      event_name: recording.eventName,
      kind: 'snapshots',
      format: SNAPSHOT_RECORDING_FORMAT,
      source: recording.source,
      session_id: recording.sessionId,
      cars: summary.cars,
      laps: summary.laps,
      drivers: summary.drivers,
      duration_ms: summary.durationMs,
      size_bytes: first.body.length,
      content_sha256: summary.contentSha256,
      data: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertRow(db, id, first);
  return id;
}

/** Adds a row and brings the recording's summary and size up to date, in one statement each. */
export async function appendSnapshotRow(
  db: DbOrTrx,
  recordingId: string,
  row: SnapshotRow,
  summary: SnapshotRecordingSummary,
): Promise<void> {
  await insertRow(db, recordingId, row);
  await db
    .updateTable('recordings')
    .set((eb) => ({
      cars: summary.cars,
      laps: summary.laps,
      drivers: summary.drivers,
      duration_ms: summary.durationMs,
      content_sha256: summary.contentSha256,
      size_bytes: eb('size_bytes', '+', row.body.length),
    }))
    .where('id', '=', recordingId)
    .execute();
}

/** The recording of a session and what is needed to go on appending to it; undefined when there is none. */
export async function findSnapshotRecordingTail(
  db: DbOrTrx,
  sessionId: string,
): Promise<SnapshotRecordingTail | undefined> {
  const recording = await db
    .selectFrom('recordings')
    .select(['id', 'content_sha256'])
    .where('session_id', '=', sessionId)
    .where('kind', '=', 'snapshots')
    .executeTakeFirst();
  if (!recording) return undefined;
  const rows = await db
    .selectFrom('recording_snapshots')
    .select(['seq', 'race_time_ms', 'keyframe', 'body'])
    .where('recording_id', '=', recording.id)
    .where('seq', '>=', (eb) =>
      eb
        .selectFrom('recording_snapshots')
        .select((inner) => inner.fn.coalesce(inner.fn.max('seq'), inner.lit(0)).as('seq'))
        .where('recording_id', '=', recording.id)
        .where('keyframe', '=', true),
    )
    .orderBy('seq')
    .execute();
  return {
    id: recording.id,
    lastSeq: rows.at(-1)?.seq ?? 0,
    contentSha256: recording.content_sha256,
    rows: rows.map(timedOf),
  };
}

/** Every row of a recording in order, ready to play. */
export async function readSnapshotRows(db: DbOrTrx, recordingId: string): Promise<TimedSnapshot[]> {
  const rows = await db
    .selectFrom('recording_snapshots')
    .select(['race_time_ms', 'keyframe', 'body'])
    .where('recording_id', '=', recordingId)
    .orderBy('seq')
    .execute();
  return rows.map(timedOf);
}

function insertRow(db: DbOrTrx, recordingId: string, row: SnapshotRow) {
  return db
    .insertInto('recording_snapshots')
    .values({
      recording_id: recordingId,
      seq: row.seq,
      race_time_ms: row.raceTimeMs,
      observed_at: row.observedAt,
      keyframe: row.keyframe,
      body: row.body,
    })
    .execute();
}

const timedOf = (row: { race_time_ms: number; keyframe: boolean; body: Buffer }): TimedSnapshot => ({
  raceTimeMs: row.race_time_ms,
  keyframe: row.keyframe,
  body: row.body,
});
