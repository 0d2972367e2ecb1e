import type {
  EntriesTable,
  LapsTable,
  LiveStandingsTable,
  PitStopsTable,
  ReportEventsTable,
  SessionStatsTable,
  SessionsTable,
} from '@lemans/platform';
import type { CarState } from '@lemans/race';
import type { Selectable } from 'kysely';

/**
 * The projection rows of one session as plain objects: the fold of its events keeps them in memory and
 * says which rows each batch of events changed, so that a batch is written with one statement per table.
 */

type Row<Table> = Selectable<Table>;

/** The tables whose rows the model keeps (and a checkpoint holds). */
export type ModelTable = 'sessions' | 'entries' | 'live_standings' | 'pit_stops' | 'session_stats';

export type SessionRow = Row<SessionsTable>;
export type EntryRow = Row<EntriesTable>;
export type StandingRow = Row<LiveStandingsTable>;
export type LapRow = Row<LapsTable>;
export type PitStopRow = Row<PitStopsTable>;
export type StatsRow = Row<SessionStatsTable>;
export type ReportEventRow = Row<ReportEventsTable>;

export interface CarProjection {
  /** The car as it was registered: the live frame shows its team, car and crew. */
  entry: EntryRow;
  standing: StandingRow;
  /** State outside the pit lane; the standing shows InPit while the car is there. */
  carState: CarState;
  inPit: boolean;
  lastLapDriverId: number | null;
  /** The car's place at its last crossing of the line: what its next lap's places gained are counted from. */
  linePosition: number | null;
  lastLapInPit: boolean;
  openStop: PitStopRow | null;
}

export interface ProjectionModel {
  sessionId: string;
  /** Stream position and race time of the last event folded (0 before any). */
  streamPosition: number;
  raceTimeMs: number;
  /** The hour of the race the last event folded fell in (0 for the first): gains are counted from its start. */
  raceHour: number;
  session: SessionRow | null;
  stats: StatsRow;
  cars: Map<string, CarProjection>;
}

/**
 * A session's projection state at a race time, stored every CHECKPOINT_INTERVAL_MS of race time
 * (state-checkpoint.ts), so that the session as it stood at any moment is that state plus the few events
 * after it rather than the fold of everything from the start. `state` is the serialised model: taken as
 * text at once, since the model goes on changing after the checkpoint.
 */
export interface StateCheckpoint {
  sessionId: string;
  raceTimeMs: number;
  /** Position of the last event the state includes. */
  streamPosition: number;
  /** The PROJECTION_VERSION of the fold that took it. */
  version: number;
  state: string;
}

/** Rows to write after a batch of events, keyed so that a row changed twice is written once. */
export interface RowChanges {
  session: SessionRow | null;
  entries: EntryRow[];
  standings: Map<string, StandingRow>;
  laps: Map<string, LapRow>;
  pitStops: Map<string, PitStopRow>;
  stats: StatsRow | null;
  reportEvents: ReportEventRow[];
  checkpoints: StateCheckpoint[];
}

export function emptyModel(sessionId: string): ProjectionModel {
  return {
    sessionId,
    streamPosition: 0,
    raceTimeMs: 0,
    raceHour: 0,
    session: null,
    stats: {
      session_id: sessionId,
      total_laps: 0,
      timed_laps: 0,
      lap_time_sum_ms: 0,
      fastest_lap_ms: null,
      fastest_lap_number: null,
      fastest_lap_lap: null,
      fastest_lap_driver_id: null,
      pit_stops: 0,
      driver_changes: 0,
      last_race_time_ms: 0,
    },
    cars: new Map(),
  };
}

export function emptyChanges(): RowChanges {
  return {
    session: null,
    entries: [],
    standings: new Map(),
    laps: new Map(),
    pitStops: new Map(),
    stats: null,
    reportEvents: [],
    checkpoints: [],
  };
}
