import { PLAYING_REPLAY_STATES, type ReplayState } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { ingestCursorIdOf } from '@lemans/projections';
import type { IngestCursor } from '../ingest/session-ingestor.ts';

export interface ReplayRow {
  id: string;
  recording_id: string;
  recording_name: string;
  session_id: string;
  run: number;
  speed: number;
  start_race_time_ms: number;
  state: ReplayState;
  /** The recording's last moment. */
  duration_ms: number;
}

/** The recording's name and duration; undefined when no recording has that id. */
export async function findRecording(db: DbOrTrx, recordingId: string) {
  const row = await db
    .selectFrom('recordings')
    .select(['id', 'name', 'duration_ms'])
    .where('id', '=', recordingId)
    .executeTakeFirst();
  return row && { ...row, duration_ms: Number(row.duration_ms) };
}

export async function insertReplay(
  db: DbOrTrx,
  replay: { id: string; recordingId: string; sessionId: string; speed: number; startRaceTimeMs: number },
): Promise<void> {
  await db
    .insertInto('replays')
    .values({
      id: replay.id,
      recording_id: replay.recordingId,
      session_id: replay.sessionId,
      speed: replay.speed,
      start_race_time_ms: replay.startRaceTimeMs,
      state: 'starting',
    })
    .execute();
}

const rowColumns = [
  'r.id',
  'r.recording_id',
  'rec.name as recording_name',
  'r.session_id',
  'r.run',
  'r.speed',
  'r.start_race_time_ms',
  'r.state',
  'rec.duration_ms',
] as const;

function rowOf(row: ReplayRow): ReplayRow {
  return {
    ...row,
    speed: Number(row.speed),
    start_race_time_ms: Number(row.start_race_time_ms),
    duration_ms: Number(row.duration_ms),
  };
}

export async function findReplay(db: DbOrTrx, replayId: string): Promise<ReplayRow | undefined> {
  const row = await db
    .selectFrom('replays as r')
    .innerJoin('recordings as rec', 'rec.id', 'r.recording_id')
    .select(rowColumns)
    .where('r.id', '=', replayId)
    .executeTakeFirst();
  return row && rowOf(row);
}

/** The replays that were playing when ingest stopped, to put back on the feed. */
export async function playingReplays(db: DbOrTrx): Promise<ReplayRow[]> {
  const rows = await db
    .selectFrom('replays as r')
    .innerJoin('recordings as rec', 'rec.id', 'r.recording_id')
    .select(rowColumns)
    .where('r.state', 'in', PLAYING_REPLAY_STATES)
    .orderBy('r.created_at')
    .execute();
  return rows.map(rowOf);
}

export async function updateReplay(
  db: DbOrTrx,
  replayId: string,
  changes: Partial<{
    state: ReplayState;
    speed: number;
    run: number;
    session_id: string;
    start_race_time_ms: number;
    error: string | null;
  }>,
): Promise<void> {
  await db
    .updateTable('replays')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', replayId)
    .execute();
}

/** Race time of the last snapshot the session took in, or null before its first. */
export async function sessionRaceTimeMs(db: DbOrTrx, sessionId: string): Promise<number | null> {
  const row = await db
    .selectFrom('cursors')
    .select('value')
    .where('id', '=', ingestCursorIdOf(sessionId))
    .executeTakeFirst();
  return (row?.value as IngestCursor | undefined)?.raceTimeMs ?? null;
}
