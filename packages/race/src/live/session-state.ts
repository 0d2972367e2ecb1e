import type { RaceState } from '@lemans/contract';
import type { CarEvent, DomainEvent, EventMetadata } from './events.ts';
import { unknownEvent } from './events.ts';
import type { Gap } from './gap-at-line.ts';
import type { CarState } from './parsed-snapshot.ts';

/**
 * What ingest knows of a session, as a fold of its events: exactly what `diff` needs to tell what a new
 * snapshot changes. Rebuilt from the event stream after a restart, so it holds nothing that the events
 * do not say.
 */

export interface EntryState {
  number: string;
  category: string;
  /** Laps completed (never moves backwards). */
  lap: number;
  ranking: number;
  classPosition: number;
  driverId: number | null;
  /** Outside the pit lane: Running, Stopped, Retired, Finished or Disqualified. */
  carState: CarState;
  inPit: boolean;
  /** Race time at which the car entered the pit lane, while it is there. */
  pitEnteredAtMs: number | null;
  /** How late that entry may have been seen (PitEntered's `seenWithinMs`), while the car is there. */
  pitEnteredWithinMs: number | null;
  pitStops: number;
  bestLapMs: number | null;
  /** Sectors completed in the lap in progress. */
  lapSectorsMs: [number | null, number | null, number | null];
}

export interface SessionState {
  started: boolean;
  status: 'active' | 'ended';
  ended: boolean;
  /** The official results have been published into the session. */
  resultsPublished: boolean;
  raceState: RaceState | null;
  weather: DomainEventData<'WeatherObserved'> | null;
  entries: Map<string, EntryState>;
  overallBestMs: number | null;
  classBestMs: Map<string, number>;
  /** When each car crossed the line, by lap: the gap to the leader compares crossings of the same lap. */
  lineCrossings: Map<string, Map<number, number>>;
  /**
   * Each car's gap to the leader at its last crossing, as the projections keep it: the live frame shows it
   * until the car crosses again, so that it never changes with the leader's own crossings.
   */
  lineGaps: Map<string, Gap>;
}

type DomainEventData<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>['data'];

export function initialSessionState(): SessionState {
  return {
    started: false,
    status: 'active',
    ended: false,
    resultsPublished: false,
    raceState: null,
    weather: null,
    entries: new Map(),
    overallBestMs: null,
    classBestMs: new Map(),
    lineCrossings: new Map(),
    lineGaps: new Map(),
  };
}

/** Applies one event to the state, in place (the state is owned by one ingest loop). */
export function evolve(
  state: SessionState,
  event: DomainEvent,
  metadata: Pick<EventMetadata, 'raceTimeMs'>,
): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      state.started = true;
      break;
    case 'SessionStatusChanged':
      state.status = event.data.to;
      break;
    case 'SessionRenamed':
      break;
    case 'RaceStateChanged':
      state.raceState = event.data.to;
      break;
    case 'WeatherObserved':
      state.weather = event.data;
      break;
    case 'SessionEnded':
      state.ended = true;
      break;
    case 'OfficialResultsPublished':
      state.resultsPublished = true;
      break;
    case 'EntryRegistered':
      state.entries.set(event.data.number, {
        number: event.data.number,
        category: event.data.category,
        lap: event.data.lap,
        ranking: event.data.ranking,
        classPosition: event.data.classPosition,
        driverId: event.data.driverId,
        carState: event.data.carState,
        inPit: event.data.inPit,
        pitEnteredAtMs: null,
        pitEnteredWithinMs: null,
        pitStops: event.data.pitStops,
        bestLapMs: event.data.bestLapMs,
        lapSectorsMs: [...event.data.lapSectorsMs],
      });
      if (event.data.bestLapMs !== null) recordBest(state, event.data.category, event.data.bestLapMs);
      break;
    case 'BestLapSet':
      if (event.data.scope !== 'personal') recordBest(state, event.data.category, event.data.timeMs);
      evolveCar(state, event, metadata.raceTimeMs);
      break;
    case 'LapCompleted':
      recordCrossing(state, event.data);
      recordGap(state, event.data);
      evolveCar(state, event, metadata.raceTimeMs);
      break;
    case 'SectorCompleted':
    case 'PitEntered':
    case 'PitExited':
    case 'DriverChanged':
    case 'PositionChanged':
    case 'CarStateChanged':
      evolveCar(state, event, metadata.raceTimeMs);
      break;
    default:
      unknownEvent(event);
  }
  return state;
}

function evolveCar(state: SessionState, event: CarEvent, raceTimeMs: number): void {
  const entry = state.entries.get(event.data.number);
  if (entry) evolveEntry(entry, event, raceTimeMs);
}

/** Applies an event about one car to that car's state, in place. */
export function evolveEntry(entry: EntryState, event: CarEvent, raceTimeMs: number): void {
  switch (event.type) {
    case 'SectorCompleted':
      if (event.data.lap === entry.lap + 1) entry.lapSectorsMs[event.data.sector - 1] = event.data.timeMs;
      break;
    case 'LapCompleted':
      if (event.data.lap > entry.lap) {
        entry.lap = event.data.lap;
        entry.lapSectorsMs = [null, null, null];
      }
      break;
    case 'PitEntered':
      entry.inPit = true;
      entry.pitEnteredAtMs = raceTimeMs;
      entry.pitEnteredWithinMs = event.data.seenWithinMs ?? null;
      entry.pitStops = Math.max(entry.pitStops, event.data.stop);
      break;
    case 'PitExited':
      entry.inPit = false;
      entry.pitEnteredAtMs = null;
      entry.pitEnteredWithinMs = null;
      break;
    case 'DriverChanged':
      entry.driverId = event.data.to;
      break;
    case 'PositionChanged':
      entry.ranking = event.data.to;
      entry.classPosition = event.data.classTo;
      break;
    case 'BestLapSet':
      if (entry.bestLapMs === null || event.data.timeMs < entry.bestLapMs)
        entry.bestLapMs = event.data.timeMs;
      break;
    case 'CarStateChanged':
      entry.carState = event.data.to;
      break;
    default:
      unknownEvent(event);
  }
}

function recordCrossing(state: SessionState, lap: DomainEventData<'LapCompleted'>): void {
  if (lap.crossedAtMs === null) return;
  const crossings = state.lineCrossings.get(lap.number) ?? new Map<number, number>();
  crossings.set(lap.lap, lap.crossedAtMs);
  state.lineCrossings.set(lap.number, crossings);
}

/** As the projections do: an untimed lap says no gap, and leaves the last time known. */
function recordGap(state: SessionState, lap: DomainEventData<'LapCompleted'>): void {
  const ms = lap.gapMs ?? state.lineGaps.get(lap.number)?.ms ?? 0;
  state.lineGaps.set(lap.number, { ms, text: lap.gapText });
}

/** Lowers the class and overall records when the time beats them. */
function recordBest(state: SessionState, category: string, timeMs: number): void {
  const classBest = state.classBestMs.get(category);
  if (classBest === undefined || timeMs < classBest) state.classBestMs.set(category, timeMs);
  if (state.overallBestMs === null || timeMs < state.overallBestMs) state.overallBestMs = timeMs;
}
