/**
 * A lap recording: our own compact format for a timed session. It keeps every line crossing of every car
 * (lap, driver, lap and sector times, speeds, pit flags, the flag at the line) in columns, from which the
 * organiser snapshot at any race time is computed (see `snapshotAt`). Stored gzipped JSON.
 */

export const LAP_RECORDING_FORMAT = 'lemans-laps/1';

/** Flag shown at the finish line when a lap was completed, as Al Kamel writes it. */
export type LineFlag = 'GF' | 'FCY' | 'SF' | 'RF' | 'FF' | '';

export interface RecordingSource {
  kind: 'alkamel-analysis';
  /** File name of the Analysis CSV (no directory). */
  file: string;
  /** 29 for current files, 25 for the older ones without flags and decimal sectors. */
  columns: 25 | 29;
  /** Year of the classification rows used to enrich the entries, if any. */
  classificationYear: number | null;
  provenance: string;
}

export interface RecordingMeta {
  name: string;
  eventName: string;
  /** Organiser-style numeric session id. */
  sessionId: number;
  sessionName: string;
  sessionType: 'RACE' | 'QUALIFYING' | 'PRACTICE' | 'WARMUP';
  /** Epoch ms of the start signal. */
  startTimeMs: number;
  /** Scheduled length of the session. */
  scheduledDurationMs: number;
  /** Race time of the last line crossing in the data. */
  durationMs: number;
  timeZone: string;
  /**
   * The circuit its laps were recognised as (`@lemans/circuits`); null when they match none the catalogue
   * holds; absent from recordings that were not measured (the feed's own).
   */
  circuitId?: string | null;
  source: RecordingSource;
}

export interface RecordingDriver {
  driverId: number;
  /** DRIVER_NUMBER of the Analysis file: 1, 2, 3... within the crew. */
  number: number;
  firstName: string;
  lastName: string;
  /** ISO 3166 alpha-2, "" when unknown. */
  country: string;
}

export type OfficialStatus = 'classified' | 'NC' | 'DNF' | 'DSQ';

export interface OfficialResult {
  status: OfficialStatus;
  /** Overall position, for classified cars. */
  position: number | null;
  laps: number;
  reason: string;
}

/** Column store of one car's laps, index i = the car's (i+1)-th recorded line crossing. */
export interface LapColumns {
  lap: number[];
  driver: number[];
  timeMs: (number | null)[];
  s1Ms: (number | null)[];
  s2Ms: (number | null)[];
  s3Ms: (number | null)[];
  /** Race time at the line crossing. */
  elapsedMs: number[];
  kph: (number | null)[];
  topSpeed: (number | null)[];
  /** 1 when the lap ended in the pit lane (CROSSING_FINISH_LINE_IN_PIT = B). */
  pitIn: (0 | 1)[];
  /** Time spent in the pit lane, carried by the out-lap. */
  pitTimeMs: (number | null)[];
  flag: LineFlag[];
}

/** Columns of a car with no lap yet. */
export function emptyLapColumns(): LapColumns {
  return {
    lap: [],
    driver: [],
    timeMs: [],
    s1Ms: [],
    s2Ms: [],
    s3Ms: [],
    elapsedMs: [],
    kph: [],
    topSpeed: [],
    pitIn: [],
    pitTimeMs: [],
    flag: [],
  };
}

export interface RecordingCar {
  /** Stable entry id. */
  id: number;
  /** Race number, as a string ("007" is not "7"). */
  number: string;
  /** HYPERCAR, LMP2 or LMGT3, as the timing writes it. */
  category: string;
  /** The sub-class the entry list names ("Pro/Am" for LMP2 Pro-Am, `SUBCLASS_GROUPS`), "" for none. */
  group: string;
  team: string;
  /** Brand, e.g. "Ferrari". */
  manufacturer: string;
  /** Chassis, e.g. "Ferrari 499P"; the brand when the classification is not given. */
  chassis: string;
  engine: string;
  tyres: string;
  /** ISO alpha-2 of the team's country, "" when unknown. */
  teamCountry: string;
  drivers: RecordingDriver[];
  result: OfficialResult | null;
  laps: LapColumns;
}

export interface LapRecording {
  format: typeof LAP_RECORDING_FORMAT;
  meta: RecordingMeta;
  cars: RecordingCar[];
}

export interface RecordingSummary {
  cars: number;
  laps: number;
  drivers: number;
  durationMs: number;
}

export function summarise(recording: LapRecording): RecordingSummary {
  return {
    cars: recording.cars.length,
    laps: recording.cars.reduce((sum, car) => sum + car.laps.lap.length, 0),
    drivers: recording.cars.reduce((sum, car) => sum + car.drivers.length, 0),
    durationMs: recording.meta.durationMs,
  };
}

/** The day of the recording's start (yyyy-MM-dd, UTC: a calendar match allows a day either side). */
export function startDayOf(recording: LapRecording): string {
  return new Date(recording.meta.startTimeMs).toISOString().slice(0, 10);
}
