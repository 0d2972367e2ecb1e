import { databaseColumns } from '@lemans/platform';
import type {
  CarProjection,
  ModelTable,
  ProjectionModel,
  SessionRow,
  StateCheckpoint,
} from './projection-model.ts';
import { versionOf } from './version-of.ts';

/**
 * What a past moment costs is the checkpoint (about 80 KB of JSON, whatever the interval) plus the events
 * after it, up to an interval's worth: the 2025 race has about 65 events a minute, 160 a minute in its
 * first hour. Two minutes keeps those events cheaper than the checkpoint itself everywhere in the race
 * (bench/time-travel.bench.ts, one request at a time, `state` still jsonb then: p99 44 ms at 2 minutes,
 * 60 ms at 5), for 724 checkpoints a race: 11 MB as Postgres stores them, a fifth of its events' size.
 */
export const CHECKPOINT_INTERVAL_MS = 2 * 60_000;

/** The version of the fold's rules: raise it whenever what the fold puts in the model changes. */
const FOLD_VERSION = 4;

/**
 * The version of the model a checkpoint holds: the fold's rules, and the columns of the rows the model keeps,
 * so that a column added (a lap figure, say) makes the older checkpoints stale by itself. A checkpoint of
 * another version is never read (a past moment is folded from an earlier one of this version, or from the
 * start) and ingest rebuilds it from the events when it starts, so that a state of an older shape is never
 * patched on reading.
 */
export const PROJECTION_VERSION = versionOf(FOLD_VERSION, {
  sessions: databaseColumns.sessions,
  entries: databaseColumns.entries,
  live_standings: databaseColumns.live_standings,
  pit_stops: databaseColumns.pit_stops,
  session_stats: databaseColumns.session_stats,
} satisfies Record<ModelTable, unknown>);

/**
 * The boundary whose checkpoint is due before an event at `raceTimeMs` is folded: the last one the model
 * has reached (every event at or before it is folded) and that event passes. Null while none is due,
 * and before the session has started (it has no state, nor row, before). Several boundaries passed at
 * once (a gap in the data) share one checkpoint, the latest: the state did not change in between.
 */
export function checkpointDue(
  model: ProjectionModel,
  raceTimeMs: number,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): number | null {
  if (model.session === null) return null;
  const boundary = Math.floor((raceTimeMs - 1) / intervalMs) * intervalMs;
  return boundary >= model.raceTimeMs ? boundary : null;
}

export function stateCheckpointOf(model: ProjectionModel, raceTimeMs: number): StateCheckpoint {
  const serialised: SerialisedModel = { ...model, cars: [...model.cars.values()] };
  return {
    sessionId: model.sessionId,
    raceTimeMs,
    streamPosition: model.streamPosition,
    version: PROJECTION_VERSION,
    state: JSON.stringify(serialised),
  };
}

/** The model a checkpoint of PROJECTION_VERSION holds, from its JSON as the database driver parses it. */
export function modelOfCheckpoint(state: unknown): ProjectionModel {
  const serialised = state as SerialisedModel;
  return {
    ...serialised,
    session: serialised.session && sessionOf(serialised.session),
    cars: new Map(serialised.cars.map((car) => [car.standing.number, car])),
  };
}

type SerialisedModel = Omit<ProjectionModel, 'cars'> & { cars: CarProjection[] };

/** JSON holds dates as ISO text: the session row gets its Date columns back. */
function sessionOf(session: SessionRow): SessionRow {
  const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...session,
    start_time: dateOf(session.start_time),
    created_at: new Date(session.created_at),
    completed_at: dateOf(session.completed_at),
  };
}
