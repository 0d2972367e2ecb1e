import type { RaceState, Subclass } from '@lemans/contract';
import type { LapFigures } from '@lemans/contract/lap-figures';
import type { OfficialResult } from '../recording/recording.ts';
import type { CarState, ParsedDriver, ParsedWeather } from './parsed-snapshot.ts';

/**
 * The domain events of a timed session: the source of truth, stored for ever in the `events` table
 * (stream `session-<id>`). Past tense, one discriminated union; every fold over them switches on `type`
 * exhaustively. Race times are milliseconds since the start.
 */

export interface SessionStarted {
  type: 'SessionStarted';
  data: {
    organiserSessionId: number;
    name: string;
    sessionType: string;
    eventName: string;
    replay: boolean;
    startTimeMs: number | null;
    durationS: number | null;
  };
}

/** An operator renamed the session (an import or a replay once over): the lists show the new name. */
export interface SessionRenamed {
  type: 'SessionRenamed';
  data: { from: string; to: string };
}

export interface SessionStatusChanged {
  type: 'SessionStatusChanged';
  data: { from: 'active' | 'ended'; to: 'active' | 'ended' };
}

export interface RaceStateChanged {
  type: 'RaceStateChanged';
  data: { from: RaceState | null; to: RaceState; flag: string };
}

export interface WeatherObserved {
  type: 'WeatherObserved';
  data: ParsedWeather;
}

export interface EntryRegistered {
  type: 'EntryRegistered';
  data: {
    number: string;
    entryId: number;
    team: string;
    car: string;
    brand: string;
    category: string;
    /** The sub-class the entry list names within the category; absent from entries registered before it was kept. */
    subclass?: Subclass | null;
    nationality: string;
    tyre: string;
    drivers: ParsedDriver[];
    /** Where the car stands when first seen: a session joined mid-race starts from here. */
    lap: number;
    ranking: number;
    classPosition: number;
    driverId: number | null;
    carState: CarState;
    inPit: boolean;
    pitStops: number;
    bestLapMs: number | null;
    /** Sectors already completed in the lap in progress. */
    lapSectorsMs: [number | null, number | null, number | null];
    /**
     * Race time of the car's last line crossing as the document gives it, null when it gives none. Absent
     * from entries registered before it was recorded.
     */
    lastCrossingMs?: number | null;
    /** The readings of the car's laps as the document that first showed it gives them. */
    figures: LapFigures;
  };
}

export interface SectorCompleted {
  type: 'SectorCompleted';
  data: { number: string; lap: number; sector: 1 | 2 | 3; timeMs: number };
}

export interface LapCompleted {
  type: 'LapCompleted';
  data: {
    number: string;
    lap: number;
    /** False for a lap that happened between two snapshots: recorded, never invented. */
    timed: boolean;
    timeMs: number | null;
    sectorsMs: [number | null, number | null, number | null];
    driverId: number | null;
    /** Position, gap and speed at the line; null for an untimed lap. */
    position: number | null;
    classPosition: number | null;
    gapMs: number | null;
    gapText: string;
    /**
     * The same rule against the car ahead overall, the class leader and the car ahead in the class; null
     * (and "") when there is none or its crossing is unknown. Absent from laps recorded before they were.
     */
    interval?: RelativeGap;
    classGap?: RelativeGap;
    classInterval?: RelativeGap;
    /** The readings of the car's laps as the document of the crossing gives them; none for an untimed lap. */
    figures: LapFigures;
    /** Race time of the line crossing, when known. */
    crossedAtMs: number | null;
    /** The lap ended in the pit lane. */
    inPit: boolean;
  };
}

/** A gap at the line to another car than the leader, in the event's words. */
export interface RelativeGap {
  ms: number | null;
  text: string;
}

export interface PitEntered {
  type: 'PitEntered';
  data: {
    number: string;
    lap: number;
    stop: number;
    driverId: number | null;
    /**
     * The race time since the snapshot before the one that saw the car in the pits: it entered within that
     * much before. Null when unknown; absent from events stored before it was kept.
     */
    seenWithinMs?: number | null;
  };
}

export interface PitExited {
  type: 'PitExited';
  data: {
    number: string;
    lap: number;
    stop: number;
    /** Null when the stop happened between two snapshots, or when the source left it untimed. */
    durationMs: number | null;
    driverId: number | null;
    /**
     * How far `durationMs` may be from the real time in the pits: 0 when the source timed the stop (an
     * import's file), else the larger of the intervals between the snapshots that saw the car go in and come
     * out. Null when unknown; absent from events stored before it was kept.
     */
    precisionMs?: number | null;
  };
}

export interface DriverChanged {
  type: 'DriverChanged';
  data: { number: string; lap: number; from: number | null; to: number | null; driverName: string };
}

export interface PositionChanged {
  type: 'PositionChanged';
  data: {
    number: string;
    lap: number;
    from: number;
    to: number;
    classFrom: number;
    classTo: number;
  };
}

export type BestLapScope = 'personal' | 'class' | 'overall';

export interface BestLapSet {
  type: 'BestLapSet';
  data: {
    number: string;
    lap: number;
    timeMs: number;
    /** The widest record the lap sets: overall implies class and personal. */
    scope: BestLapScope;
    category: string;
    driverId: number | null;
  };
}

export interface CarStateChanged {
  type: 'CarStateChanged';
  data: { number: string; lap: number; from: CarState; to: CarState };
}

export interface SessionEnded {
  type: 'SessionEnded';
  data: { raceTimeMs: number };
}

/**
 * The results file of the race (the official classification, published after it): each car's status,
 * place, laps and, for a car not classified, the reason. Its word is the last on who is classified.
 */
export interface OfficialResultsPublished {
  type: 'OfficialResultsPublished';
  data: { results: ({ number: string } & OfficialResult)[] };
}

export type DomainEvent =
  | SessionStarted
  | SessionStatusChanged
  | SessionRenamed
  | RaceStateChanged
  | WeatherObserved
  | EntryRegistered
  | SectorCompleted
  | LapCompleted
  | PitEntered
  | PitExited
  | DriverChanged
  | PositionChanged
  | BestLapSet
  | CarStateChanged
  | SessionEnded
  | OfficialResultsPublished;

export type DomainEventType = DomainEvent['type'];

/** The events of one car: they name it by its number. */
export type CarEvent = Extract<
  DomainEvent,
  {
    type:
      | 'SectorCompleted'
      | 'LapCompleted'
      | 'PitEntered'
      | 'PitExited'
      | 'DriverChanged'
      | 'PositionChanged'
      | 'CarStateChanged'
      | 'BestLapSet';
  }
>;

/** Stored alongside each event: when in the race and from which snapshot. */
export interface EventMetadata {
  raceTimeMs: number;
  snapshotId: string;
  observedAt: string;
}

export function unknownEvent(event: never): never {
  throw new Error(`Événement inconnu : ${JSON.stringify(event)}`);
}
