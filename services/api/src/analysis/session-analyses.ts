import type { AnalysisCar, AnalysisSession, ClassificationStatus } from '@lemans/contract';
import { JsonBody } from '@lemans/http';
import type { DbOrTrx, Logger } from '@lemans/platform';
import { NotFoundError } from '@lemans/platform';
import { categoryLabelOf, DONE_CAR_STATES } from '@lemans/race';
import {
  analyseSession,
  type CarLap,
  type CarStrategy,
  type ClassificationHistory,
  type ClassificationRules,
  type ClassifiedCar,
  carStatesAt,
  classificationAt,
  classificationRulesOf,
  type DrivingRules,
  drivingRulesOf,
  neutralisedPeriods,
  overlapsNeutralised,
  type RaceBattle,
  type SessionAnalysis,
  SessionStrategy,
} from '@lemans/race/analysis';
import { LRUCache } from 'lru-cache';
import type { Spell, SpellingsReader } from '../entries/known-spellings.ts';
import type { CacheRegistry } from '../http/cache-registry.ts';
import { GateFullError, WorkGate } from '../http/work-gate.ts';
import type { ShortLived } from '../live/short-lived.ts';
import { type AnalysisSource, findAnalysisSource, findAnalysisVersion } from './analysis-repository.ts';
import { WARM_FOR_MS } from './warm-sessions.ts';

/** A session's analysis with what its rows name: its cars and their drivers. */
export interface LoadedAnalysis {
  session: AnalysisSession;
  rules: DrivingRules | null;
  analysis: SessionAnalysis;
  classificationRules: ClassificationRules | null;
  /** The classification as it stood at a race time (the session's events up to then, and no later). */
  classification(atMs: number): ClassificationAt;
  /** Every car's strategy at a race time, from the laps crossed by then. */
  strategy(atMs: number): CarStrategy[];
  /**
   * Joined after the start and with no import of the same race to read its beginning from: the race time
   * the strategy's figures run from; null when it reads the race whole.
   */
  strategyPartialSinceMs: number | null;
  /** A car's columns by number; a car with laps but no entry is named by its number alone. */
  carOf(number: string): AnalysisCar;
  driverName(number: string, driverId: number | null): string;
  /** Where a car stands in the classification at the session's last moment. */
  carStatusOf(number: string): ClassificationStatus;
  /** The number of the car an entry id names in this session. */
  numberOfEntry(entryId: number): string | undefined;
  /** An answer's body, built once per analysis for each variant asked (`key`). */
  body(key: string, build: () => unknown): JsonBody;
  /** The battles of the whole race at a threshold, computed once per threshold asked. */
  raceBattles(thresholdMs: number): RaceBattle[];
}

export interface ClassificationAt {
  cars: ClassifiedCar[];
  flagged: boolean;
  complete: boolean;
  official: boolean;
}

/** How long a session's stream position is trusted before it is read again. */
export const VERSION_TTL_MS = 1000;
/** Sessions whose analysis is held at once (a 24-hour race's takes some 20 MB). */
const HELD_SESSIONS = 8;
/** Two analyses computed at once (some 300 ms of a core each for a 24-hour race), 16 waiting, no more. */
const AT_ONCE = 2;
const WAITING = 16;
export const ANALYSES_BUSY = "Trop d'analyses de sessions en cours : réessayez dans un instant.";

/** What a SessionAnalyses is told besides its database. */
export interface SessionAnalysesOptions {
  /** Builds a running session's first answers from each of its analyses, while it is kept warm. */
  prepare(loaded: LoadedAnalysis): void;
  logger: Logger;
}

/** A session's analysis under way: one at a time per session. */
interface Computing {
  version: string;
  promise: Promise<LoadedAnalysis>;
  /** A newer version seen meanwhile: computed once this one is done, the versions between skipped. */
  next: string | null;
}

/**
 * The analysis of each session asked for, computed again only when the session's event stream has moved
 * (read at most once a second), one computation per session at a time and never more than two in all.
 * While a running session's new analysis is computed, its previous one keeps answering: a page is then at
 * most one poll of the feed behind, and never waits for the computation. A session whose live frames say it
 * runs is kept warm (`warm`): computed as each frame moves its stream rather than when first read.
 */
export class SessionAnalyses {
  readonly #db: DbOrTrx;
  readonly #spellings: SpellingsReader;
  readonly #versions: ShortLived<string | null>;
  readonly #held: LRUCache<string, { version: string; loaded: LoadedAnalysis }>;
  readonly #computing = new Map<string, Computing>();
  readonly #gate = new WorkGate(AT_ONCE, WAITING, ANALYSES_BUSY);
  /** The sessions kept warm: told so by a frame within the last WARM_FOR_MS. */
  readonly #warm = new LRUCache<string, true>({ max: HELD_SESSIONS, ttl: WARM_FOR_MS });
  readonly #prepare: SessionAnalysesOptions['prepare'];
  readonly #logger: Logger;

  constructor(
    db: DbOrTrx,
    caches: CacheRegistry,
    spellings: SpellingsReader,
    options: SessionAnalysesOptions,
  ) {
    this.#db = db;
    this.#spellings = spellings;
    this.#versions = caches.shortLived(VERSION_TTL_MS);
    this.#held = caches.register(new LRUCache({ max: HELD_SESSIONS }));
    this.#prepare = options.prepare;
    this.#logger = options.logger;
  }

  async of(sessionId: string): Promise<LoadedAnalysis> {
    let version: string | null;
    try {
      version = await this.#versions.get(sessionId, () => findAnalysisVersion(this.#db, sessionId));
    } catch (err) {
      // The database away (its pool logs and counts it): what is held answers until it is back.
      const held = this.#held.get(sessionId);
      if (!held) throw err;
      return held.loaded;
    }
    if (version === null) throw new NotFoundError('Session introuvable');
    const held = this.#held.get(sessionId);
    if (held?.version === version) return held.loaded;
    // With nothing held yet, the computation under way answers sooner than one started for this version.
    const computing = this.#compute(sessionId, version);
    if (!held) return computing;
    computing.catch((err: unknown) => this.#failed(sessionId, err));
    return held.loaded;
  }

  /**
   * Keeps a running session warm: its analysis computed again as soon as its stream has moved, its first
   * answers built with it (`prepare`). Told by each of its live frames, so that its readers find it done.
   * Never fails: a failed computation is logged, the analysis held keeps answering, the next frame retries.
   */
  async warm(sessionId: string): Promise<void> {
    this.#warm.set(sessionId, true);
    try {
      // Read now rather than within the last second: the frame says the stream has just moved.
      this.#versions.forget(sessionId);
      const version = await this.#versions.get(sessionId, () => findAnalysisVersion(this.#db, sessionId));
      if (version === null || this.#held.get(sessionId)?.version === version) return;
      await this.#compute(sessionId, version);
    } catch (err) {
      this.#failed(sessionId, err);
    }
  }

  #compute(sessionId: string, version: string): Promise<LoadedAnalysis> {
    const running = this.#computing.get(sessionId);
    if (running) {
      if (running.version !== version) running.next = version;
      return running.promise;
    }
    const computing: Omit<Computing, 'promise'> = { version, next: null };
    const promise = this.#gate
      .run(() => this.#load(sessionId, version))
      .finally(() => {
        this.#computing.delete(sessionId);
        const { next } = computing;
        if (next === null || next === this.#held.get(sessionId)?.version) return;
        this.#compute(sessionId, next).catch((err: unknown) => this.#failed(sessionId, err));
      });
    this.#computing.set(sessionId, Object.assign(computing, { promise }));
    return promise;
  }

  async #load(sessionId: string, version: string): Promise<LoadedAnalysis> {
    const source = await findAnalysisSource(this.#db, sessionId);
    if (!source) throw new NotFoundError('Session introuvable');
    const loaded = loadedAnalysisOf(withSpelledDrivers(source, (await this.#spellings()).person));
    const held = this.#held.get(sessionId);
    // Read from a replica further behind than the last read was, it would take the pages back in time.
    if (held && loaded.session.last_race_ms < held.loaded.session.last_race_ms) return held.loaded;
    this.#held.set(sessionId, { version, loaded });
    if (this.#warm.has(sessionId) && !loaded.session.ended) {
      // Its failure is that of the reads that build the same answer, not of the analysis they read.
      try {
        this.#prepare(loaded);
      } catch (err) {
        this.#logger.error({ err, sessionId }, 'réponses en direct de l’analyse non préparées');
      }
    }
    return loaded;
  }

  /** A computation no reader waits for failed: logged, and tried again at the next frame or read. */
  #failed(sessionId: string, err: unknown): void {
    // Too busy is a bound doing its work, not a fault.
    const level = err instanceof GateFullError ? 'debug' : 'warn';
    this.#logger[level](
      { err, sessionId },
      'analyse de session non calculée : nouvel essai à la prochaine trame',
    );
  }
}

/** The source with each driver named as at every event (see knownSpellings). */
function withSpelledDrivers(source: AnalysisSource, spell: Spell): AnalysisSource {
  return {
    ...source,
    entries: source.entries.map((entry) => ({
      ...entry,
      drivers: entry.drivers.map((driver) => {
        const { firstname, lastname } = spell({ firstname: driver.firstName, lastname: driver.lastName });
        return { ...driver, firstName: firstname, lastName: lastname };
      }),
    })),
  };
}

export function loadedAnalysisOf(source: AnalysisSource): LoadedAnalysis {
  const laps = carLapsOf(source.laps, source.raceStates);
  // Joined mid-race, the strategy reads the race's beginning from an import of it where there is one.
  const earlierLaps = carLapsOf(source.earlierLaps, source.earlierRaceStates);
  const strategyPartialSinceMs = earlierLaps.length > 0 ? null : source.session.partial_since_ms;
  const entries = new Map(source.entries.map((entry) => [entry.number, entry]));
  const { session } = source;
  const ended = session.status === 'ended';
  const rules = drivingRulesOf(source.event, session.duration_s);
  const remainingMs =
    session.duration_s === null ? null : Math.max(0, session.duration_s * 1000 - session.last_race_ms);
  // Joined mid-race, the laps before the join are the earlier import's, where there is one: the strategy and
  // the classification at a moment before the join read them there.
  const wholeLaps = earlierLaps.length > 0 ? [...earlierLaps, ...laps] : laps;
  const history = classificationHistoryOf(source, wholeLaps);
  const classificationRules = classificationRulesOf(source.event, session.duration_s);
  const standing = new Map(
    classificationAt(history, session.last_race_ms, classificationRules).map((car) => [
      car.number,
      car.status,
    ]),
  );
  const analysis = analyseSession({
    laps,
    classOf: new Map(source.entries.map((entry) => [entry.number, entry.category])),
    pitTimesMs: new Map(
      source.pitTimes.map((stop) => [`${stop.number}#${stop.lap_number}`, stop.duration_ms]),
    ),
    pitTimePrecisionsMs: new Map(
      source.pitTimes.flatMap((stop) =>
        stop.precision_ms === null ? [] : [[`${stop.number}#${stop.lap_number}`, stop.precision_ms] as const],
      ),
    ),
    rules,
    ended,
    remainingMs: ended ? null : remainingMs,
    outOfClassification: new Set(
      [...standing].filter(([, status]) => OUT_OF_CLASSIFICATION.has(status)).map(([number]) => number),
    ),
  });
  let strategies: SessionStrategy | undefined;
  const raceBattles = new Map<number, RaceBattle[]>();
  // Tables × (cars + the whole session) × thresholds asked: bounded, the least used making way.
  const bodies = new LRUCache<string, JsonBody>({ max: 512 });
  return {
    session: { ...pick(session), ended },
    rules,
    analysis,
    classificationRules,
    classification(atMs) {
      const reached = (ms: number | null | undefined) => ms != null && ms <= atMs;
      return {
        cars: classificationAt(history, atMs, classificationRules),
        flagged: reached(history.flagAtMs),
        complete: reached(history.completeAtMs),
        official: reached(history.results?.atMs),
      };
    },
    strategy(atMs) {
      strategies ??= new SessionStrategy({
        laps: wholeLaps,
        classOf: history.classOf,
        scheduledEndMs: session.duration_s === null ? null : session.duration_s * 1000,
        partialSinceMs: strategyPartialSinceMs,
      });
      const states = carStatesAt(history, atMs);
      return strategies.at(atMs, (number) => {
        const state = states.get(number);
        if (state === undefined || !DONE_CAR_STATES.has(state)) return null;
        return state === 'Finished' ? 'finished' : 'out';
      });
    },
    strategyPartialSinceMs,
    carOf(number) {
      const entry = entries.get(number);
      return {
        participant_number: number,
        entry_id: entry?.entry_id ?? 0,
        team: entry?.team ?? '',
        category: entry ? categoryLabelOf(entry.category) : '',
        subclass: entry?.subclass ?? null,
      };
    },
    driverName(number, driverId) {
      const driver = entries.get(number)?.drivers.find((candidate) => candidate.driverId === driverId);
      return driver ? `${driver.firstName} ${driver.lastName}`.trim() : '';
    },
    body(key, build) {
      let body = bodies.get(key);
      if (!body) {
        body = JsonBody.of(build());
        bodies.set(key, body);
      }
      return body;
    },
    carStatusOf(number) {
      // A car with laps but no entry is in no classification: nothing says it stopped.
      return standing.get(number) ?? (ended ? 'NC' : 'running');
    },
    numberOfEntry(entryId) {
      return source.entries.find((entry) => entry.entry_id === entryId)?.number;
    },
    raceBattles(thresholdMs) {
      let battles = raceBattles.get(thresholdMs);
      if (!battles) {
        battles = analysis.raceBattles(thresholdMs);
        raceBattles.set(thresholdMs, battles);
      }
      return battles;
    },
  };
}

const OUT_OF_CLASSIFICATION: ReadonlySet<ClassificationStatus> = new Set(['NC', 'DNF', 'DSQ']);

/** The laps of a session as the analysis reads them, each neutralised when the race states say so. */
function carLapsOf(rows: AnalysisSource['laps'], raceStates: AnalysisSource['raceStates']): CarLap[] {
  const periods = neutralisedPeriods(raceStates.map(({ at_ms, state }) => ({ atMs: at_ms, state })));
  return rows.map((row) => ({
    number: row.number,
    lap: row.lap_number,
    timeMs: row.lap_time_ms,
    crossedAtMs: row.race_time_ms,
    driverId: row.driver_id,
    pitIn: row.pit_in,
    pitOut: row.pit_out,
    neutralised:
      row.lap_time_ms !== null &&
      overlapsNeutralised(periods, row.race_time_ms - row.lap_time_ms, row.race_time_ms),
  }));
}

/**
 * What the classification at any moment is read from. A session closed without every car out (an import
 * whose data stops short) is complete at its last moment.
 */
function classificationHistoryOf(source: AnalysisSource, laps: readonly CarLap[]): ClassificationHistory {
  const { session } = source;
  const closedAtMs = session.status === 'ended' ? session.last_race_ms : null;
  return {
    laps,
    classOf: new Map(source.entries.map((entry) => [entry.number, entry.category])),
    subclassOf: new Map(
      source.entries.flatMap((entry) => (entry.subclass ? [[entry.number, entry.subclass] as const] : [])),
    ),
    registered: source.registrations.map(({ number, lap, last_crossing_ms, at_ms }) => ({
      number,
      laps: lap,
      lastCrossingMs: last_crossing_ms,
      atMs: at_ms,
    })),
    states: source.carStates.map(({ number, state, at_ms }) => ({ number, state, atMs: at_ms })),
    flagAtMs: source.raceStates.find(({ state }) => state === 'finished')?.at_ms ?? null,
    completeAtMs: source.completeAtMs ?? closedAtMs,
    results: source.results && {
      atMs: source.results.at_ms,
      byNumber: new Map(source.results.results.map(({ number, ...result }) => [number, result])),
    },
  };
}

function pick(session: AnalysisSource['session']): Omit<AnalysisSession, 'ended'> {
  const { id, name, session_type, event_name, last_race_ms } = session;
  return { id, name, session_type, event_name, last_race_ms };
}
