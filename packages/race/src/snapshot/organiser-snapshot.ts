/**
 * The organiser's live feed document (`/live/WEC/data.json`), as the FIA WEC timing serves it and as
 * `snapshotAt` produces it from a recording. Field names are the organiser's own; times come both as a
 * display string and as milliseconds, absent values as "".
 */

/** Race state as the organiser spells it in `params.raceState`. */
export type OrganiserRaceState = 'Grn' | 'FCY' | 'SC' | 'Red' | 'Chk';

/** Car state as the organiser spells it in `entries[].state`. */
export type OrganiserCarState = 'Running' | 'InPit' | 'Stopped' | 'Retired' | 'Finished' | 'Disqualified';

/** Weather station readings, as the organiser sends them with the session. */
export interface OrganiserWeather {
  airTemp: number;
  trackTemp: number;
  humidity: number;
  pressure: number;
  windSpeed: number;
  windDirection: number;
}

export interface OrganiserParams extends OrganiserWeather {
  sessionId: number;
  sessionName: string;
  /** "RACE", "QUALIFYING", "PRACTICE", "WARMUP". */
  sessionType: string;
  eventName: string;
  raceState: OrganiserRaceState;
  /** "Yes" while the safety car is out, else "No". */
  safetyCar: 'Yes' | 'No';
  replay: boolean;
  /**
   * Ours only, never the organiser's: which start of our feed serves the document (see `FeedRun`). Absent
   * from the organiser's documents, from imports and from replay channels.
   */
  run?: string;
  /** Ours only, with `run`: the race time (seconds) that start of our feed played from. */
  runStartTime?: number;
  /** Epoch milliseconds of the start. */
  startTime: number;
  /** Scheduled duration, seconds. */
  duration: number;
  /** Race time, seconds (milliseconds precision). */
  elapsedTime: number;
  /** Seconds left on the race clock, never negative. */
  remaining: number;
  percentProgressLive: number;
  /** Weather is not in the timing data: it is generated, and says so. */
  weatherSimulated: boolean;
  /** Epoch milliseconds at which this document describes the race. */
  timestamp: number;
}

export interface OrganiserDriver {
  driverId: number;
  /** Driver number within the crew (1, 2, 3...). */
  number: number;
  firstName: string;
  lastName: string;
  shortName: string;
  /** ISO 3166 alpha-2, "" when unknown. */
  country: string;
  license: string;
}

export interface OrganiserEntry {
  id: number;
  /** Race number as a string: "007" and "7" are different cars. */
  number: string;
  ranking: number;
  category: string;
  categoryPosition: number;
  /**
   * The sub-class within the category ("Pro/Am"), as our recordings carry it from the timing; absent from
   * the organiser's documents we know, whose entries are then of no sub-class.
   */
  group?: string;
  team: string;
  car: string;
  brand: string;
  tyre: string;
  nationality: string;
  driver: string;
  driverId: number;
  drivers: OrganiserDriver[];
  lap: number;
  lastlap: string;
  lastlapTime: number;
  bestLap: string;
  bestlapTime: number;
  /** Lap on which the best lap was set, 0 before any timed lap. */
  bestLapNumber: number;
  /** Gap to the leader: "" for the leader, "14.084" on the same lap, "3 Laps" otherwise. */
  gap: string;
  gapTime: number;
  gapPrev: string;
  gapPrevTime: number;
  classGap: string;
  classGapTime: number;
  pitstop: number;
  /** Top speed of the last lap, km/h, "" when unknown. */
  speed: string;
  /** Highest speed-trap reading so far, km/h, "" when unknown. */
  topSpeed: string;
  /** Average speed of the last lap, km/h, "" when unknown. */
  averageSpeed: string;
  /** The sector the car is in (1-3); 0 before the start. */
  sector: number;
  currentSector1: string;
  currentSector2: string;
  currentSector3: string;
  bestSector1: string;
  bestSector2: string;
  bestSector3: string;
  bestTimeSector1: number;
  bestTimeSector2: number;
  bestTimeSector3: number;
  state: OrganiserCarState;
  /** Places gained (positive) or lost at the car's last line crossing. */
  positionChange: number;
  /** Race time (ms) of the car's last line crossing, 0 before the first. */
  lastPassingTime: number;
}

export interface OrganiserSnapshot {
  params: OrganiserParams;
  entries: OrganiserEntry[];
}
