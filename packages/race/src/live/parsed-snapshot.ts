import { type RaceState, type Subclass, subclassOf } from '@lemans/contract';
import type { LapFigures } from '@lemans/contract/lap-figures';
import { parseDuration } from '@lemans/contract/timing';
import { z } from 'zod';
import type { MeasuredStop } from '../snapshot/measured-stops.ts';
import type { OrganiserDriver, OrganiserEntry, OrganiserParams } from '../snapshot/organiser-snapshot.ts';
import type { FeedRun } from '../snapshot/snapshot-options.ts';

/**
 * The organiser's live document, parsed defensively into our own typed snapshot. The real feed sends
 * numbers as numbers or strings and writes "" or "-" for an absent value; anything that does not fit the
 * shape rejects the whole document, so that a malformed snapshot is skipped rather than half-applied.
 */

export type CarState = 'Running' | 'InPit' | 'Stopped' | 'Retired' | 'Finished' | 'Disqualified';

export interface ParsedDriver {
  driverId: number;
  number: number;
  firstName: string;
  lastName: string;
  country: string;
}

export interface ParsedEntry {
  entryId: number;
  number: string;
  ranking: number;
  category: string;
  categoryPosition: number;
  /** The sub-class the document names within the category, null for none. */
  subclass: Subclass | null;
  team: string;
  car: string;
  brand: string;
  tyre: string;
  nationality: string;
  driverName: string;
  driverId: number | null;
  drivers: ParsedDriver[];
  lap: number;
  lastLapMs: number | null;
  bestLapMs: number | null;
  gapText: string;
  gapMs: number;
  pitStops: number;
  /** The readings of the car's laps as the document gives them. */
  figures: LapFigures;
  sector: number;
  /** Sector times of the lap in progress, null until completed. */
  currentSectorsMs: [number | null, number | null, number | null];
  state: CarState;
  lastPassingMs: number | null;
  /**
   * The latest stop the car has left, as the source measured it, where the snapshot's source times stops
   * (`stopsTimedBySource`); null otherwise, and when the source left that stop untimed.
   */
  lastStop: MeasuredStop | null;
}

export interface ParsedWeather {
  airTemp: number | null;
  trackTemp: number | null;
  humidity: number | null;
  pressure: number | null;
  windSpeed: number | null;
  windDirection: number | null;
  simulated: boolean;
}

export interface ParsedSnapshot {
  session: {
    organiserId: number;
    name: string;
    type: string;
    eventName: string;
    replay: boolean;
    /** The start of our feed that served the document; null for the organiser's own documents. */
    run: FeedRun | null;
    startTimeMs: number | null;
    durationS: number | null;
  };
  raceState: RaceState;
  /** The organiser's own word for the race state ("Grn", "FCY"...). */
  flag: string;
  elapsedMs: number;
  /**
   * Whether the source times the stops itself (an import reads them from the timing file: a stop it leaves
   * untimed stays untimed); the organiser's live document does not, so polls time them to their interval.
   */
  stopsTimedBySource: boolean;
  remainingS: number;
  progress: number;
  weather: ParsedWeather;
  entries: ParsedEntry[];
}

const absent = (value: unknown) => value === undefined || value === null || value === '' || value === '-';

/** A number sent as a number or a numeric string; absent values become null. */
const looseNumber = z.union([z.number(), z.string(), z.null(), z.undefined()]).transform((value, ctx) => {
  if (absent(value)) return null;
  const parsed = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(parsed)) {
    ctx.addIssue({ code: 'custom', message: `nombre attendu, reçu « ${String(value)} »` });
    return z.NEVER;
  }
  return parsed;
});
const count = looseNumber.transform((value) => (value == null ? 0 : Math.max(0, Math.trunc(value))));
const text = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  .transform((value) => (absent(value) ? '' : String(value).trim()));
/** A lap or sector time as "1:23.456" (or ms as a number). */
const timeText = z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((value, ctx) => {
  if (absent(value)) return null;
  if (typeof value === 'number') return value > 0 ? Math.round(value) : null;
  const ms = parseDuration(value);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: `temps attendu, reçu « ${value} »` });
    return z.NEVER;
  }
  return ms;
});

const RACE_STATES: Record<string, RaceState> = {
  grn: 'green',
  green: 'green',
  yel: 'yellow',
  yellow: 'yellow',
  fcy: 'fcy',
  red: 'red',
  sc: 'safety',
  safetycar: 'safety',
  vsc: 'vsc',
  chk: 'finished',
  finished: 'finished',
};
const CAR_STATES: Record<string, CarState> = {
  running: 'Running',
  run: 'Running',
  ontrack: 'Running',
  out: 'Running',
  inpit: 'InPit',
  in: 'InPit',
  stopped: 'Stopped',
  stop: 'Stopped',
  retired: 'Retired',
  finished: 'Finished',
  disqualified: 'Disqualified',
};

/**
 * The fields of an organiser's object the parser reads, each named as the organiser's document declares it
 * (organiser-snapshot.ts) and accepting what it declares there: the document is declared once, and a field
 * read that it does not declare, or declares otherwise, fails the typecheck.
 */
type ReadOf<Organiser, Shape> = {
  [Field in keyof Shape]: Field extends keyof Organiser
    ? Organiser[Field] extends z.input<Shape[Field]>
      ? Shape[Field]
      : never
    : never;
};

const organiserFields =
  <Organiser>() =>
  <Shape extends Record<string, z.ZodType>>(shape: Shape & ReadOf<Organiser, Shape>): Shape =>
    shape;

const driverSchema = z.object(
  organiserFields<OrganiserDriver>()({
    driverId: count,
    number: count,
    firstName: text,
    lastName: text,
    country: text,
  }),
);

const entrySchema = z.object(
  organiserFields<OrganiserEntry>()({
    id: looseNumber,
    number: z.union([z.string(), z.number()]).transform((value) => String(value).trim()),
    ranking: count,
    category: text,
    categoryPosition: count,
    group: z.string().optional(),
    team: text,
    car: text,
    brand: text,
    tyre: text,
    nationality: text,
    driver: text,
    driverId: looseNumber,
    drivers: z.array(driverSchema).default([]),
    lap: count,
    lastlap: timeText,
    lastlapTime: looseNumber,
    bestLap: timeText,
    bestlapTime: looseNumber,
    gap: text,
    gapTime: looseNumber,
    pitstop: count,
    speed: looseNumber,
    topSpeed: looseNumber,
    sector: count,
    currentSector1: timeText,
    currentSector2: timeText,
    currentSector3: timeText,
    state: text,
    lastPassingTime: looseNumber,
  }),
);

const paramsSchema = z.object(
  organiserFields<OrganiserParams>()({
    sessionId: looseNumber,
    sessionName: text,
    sessionType: text,
    eventName: text,
    raceState: text,
    safetyCar: text,
    replay: z
      .union([z.boolean(), z.string(), z.null(), z.undefined()])
      .transform((value) => value === true || value === 'true'),
    run: z.string().optional(),
    runStartTime: z.number().min(0).optional(),
    startTime: looseNumber,
    duration: looseNumber,
    elapsedTime: looseNumber,
    remaining: looseNumber,
    percentProgressLive: looseNumber,
    airTemp: looseNumber,
    trackTemp: looseNumber,
    humidity: looseNumber,
    pressure: looseNumber,
    windSpeed: looseNumber,
    windDirection: looseNumber,
    weatherSimulated: z.boolean().optional(),
  }),
);

const snapshotSchema = z.object({ params: paramsSchema, entries: z.array(entrySchema) });

export class SnapshotParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotParseError';
  }
}

/** Parses an organiser document; throws SnapshotParseError (French, naming the faulty fields) when malformed. */
export function parseSnapshot(document: unknown): ParsedSnapshot {
  const result = snapshotSchema.safeParse(document);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || 'document'} : ${issue.message}`);
    throw new SnapshotParseError(`Instantané du flux invalide — ${problems.join(' ; ')}`);
  }
  return assembleParsedSnapshot(result.data);
}

/** A document that passed validation: fields normalised (numbers, trimmed texts, times in ms). */
export type ValidSnapshotDocument = z.output<typeof snapshotSchema>;

/**
 * Our snapshot from a validated document: the checks the schema cannot express (a session id, unique
 * race numbers), then the organiser's words mapped onto ours.
 */
export function assembleParsedSnapshot({ params, entries }: ValidSnapshotDocument): ParsedSnapshot {
  if (params.sessionId == null)
    throw new SnapshotParseError('Instantané du flux invalide — params.sessionId absent');
  const numbers = new Set<string>();
  for (const entry of entries) {
    if (entry.number === '')
      throw new SnapshotParseError('Instantané du flux invalide — voiture sans numéro');
    if (numbers.has(entry.number)) {
      throw new SnapshotParseError(`Instantané du flux invalide — numéro ${entry.number} en double`);
    }
    numbers.add(entry.number);
  }
  const safetyCar = params.safetyCar.toLowerCase() === 'yes' || params.safetyCar.toLowerCase() === 'true';
  const raceState = safetyCar
    ? 'safety'
    : (RACE_STATES[params.raceState.toLowerCase().replace(/\s+/g, '')] ?? 'green');
  return {
    session: {
      organiserId: params.sessionId,
      name: params.sessionName,
      type: params.sessionType,
      eventName: params.eventName,
      replay: params.replay,
      run: runOf(params),
      startTimeMs: params.startTime,
      durationS: params.duration,
    },
    raceState,
    flag: params.raceState,
    elapsedMs: Math.round((params.elapsedTime ?? 0) * 1000),
    stopsTimedBySource: false,
    remainingS: params.remaining ?? 0,
    progress: params.percentProgressLive ?? 0,
    weather: {
      airTemp: params.airTemp,
      trackTemp: params.trackTemp,
      humidity: params.humidity,
      pressure: params.pressure,
      windSpeed: params.windSpeed,
      windDirection: params.windDirection,
      simulated: params.weatherSimulated ?? false,
    },
    entries: entries.map((entry, index) => ({
      entryId: entry.id ?? index + 1,
      number: entry.number,
      ranking: entry.ranking,
      category: entry.category,
      categoryPosition: entry.categoryPosition,
      subclass: subclassOf(entry.group),
      team: entry.team,
      car: entry.car,
      brand: entry.brand,
      tyre: entry.tyre,
      nationality: entry.nationality,
      driverName: entry.driver,
      driverId: entry.driverId,
      drivers: entry.drivers.map(({ driverId, number, firstName, lastName, country }) => ({
        driverId,
        number,
        firstName,
        lastName,
        country,
      })),
      lap: entry.lap,
      lastLapMs: entry.lastlapTime && entry.lastlapTime > 0 ? entry.lastlapTime : entry.lastlap,
      bestLapMs: entry.bestlapTime && entry.bestlapTime > 0 ? entry.bestlapTime : entry.bestLap,
      gapText: entry.gap,
      gapMs: entry.gapTime ?? 0,
      pitStops: entry.pitstop,
      // The document's highest reading counts the laps between two documents too; without one, the
      // highest so far is at least the last lap's.
      figures: { speed: entry.speed, top_speed: entry.topSpeed ?? entry.speed },
      sector: entry.sector,
      currentSectorsMs: [entry.currentSector1, entry.currentSector2, entry.currentSector3],
      state: CAR_STATES[entry.state.toLowerCase()] ?? 'Running',
      lastPassingMs: entry.lastPassingTime,
      lastStop: null,
    })),
  };
}

/** Letters and digits only: the run becomes part of a session id (`[A-Za-z0-9_-]{1,64}`). */
const RUN_ID = /^[A-Za-z0-9]{1,16}$/;

/** The start of our feed a document names, checked whole: a run without its start would name no session. */
function runOf({ run, runStartTime }: ValidSnapshotDocument['params']): FeedRun | null {
  if (run === undefined) return null;
  if (!RUN_ID.test(run)) {
    throw new SnapshotParseError(
      'Instantané du flux invalide — params.run : identifiant de lancement invalide',
    );
  }
  if (runStartTime === undefined) {
    throw new SnapshotParseError('Instantané du flux invalide — params.runStartTime absent');
  }
  return { id: run, startMs: Math.round(runStartTime * 1000) };
}
