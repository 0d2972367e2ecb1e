import { JsonBody } from '@lemans/http';
import type { DbOrTrx } from '@lemans/platform';
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
import type { AnalysisCar, AnalysisSession } from '@lemans/race/contract';
import { LRUCache } from 'lru-cache';
import type { Spell, SpellingsReader } from '../entries/known-spellings.ts';
import type { CacheRegistry } from '../http/cache-registry.ts';
import { WorkGate } from '../http/work-gate.ts';
import type { ShortLived } from '../live/short-lived.ts';
import { type AnalysisSource, findAnalysisSource, findAnalysisVersion } from './analysis-repository.ts';

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
  /** A car's columns by number; a car with laps but no entry is named by its number alone. */
  carOf(number: string): AnalysisCar;
  driverName(number: string, driverId: number | null): string;
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

/**
 * The analysis of each session asked for, computed again only when the session's event stream has moved
 * (read at most once a second), never more than two at a time. While a running session's new analysis is
 * computed, its previous one keeps answering: a page is then at most one poll of the feed behind, and
 * never waits for the computation.
 */
export class SessionAnalyses {
  readonly #db: DbOrTrx;
  readonly #spellings: SpellingsReader;
  readonly #versions: ShortLived<string | null>;
  readonly #held: LRUCache<string, { version: string; loaded: LoadedAnalysis }>;
  readonly #computing = new Map<string, Promise<LoadedAnalysis>>();
  readonly #gate = new WorkGate(AT_ONCE, WAITING, ANALYSES_BUSY);

  constructor(db: DbOrTrx, caches: CacheRegistry, spellings: SpellingsReader) {
    this.#db = db;
    this.#spellings = spellings;
    this.#versions = caches.shortLived(VERSION_TTL_MS);
    this.#held = caches.register(new LRUCache({ max: HELD_SESSIONS }));
  }

  async of(sessionId: string): Promise<LoadedAnalysis> {
    const version = await this.#versions.get(sessionId, () => findAnalysisVersion(this.#db, sessionId));
    if (version === null) throw new NotFoundError('Session introuvable');
    const held = this.#held.get(sessionId);
    if (held?.version === version) return held.loaded;
    const computing = this.#compute(sessionId, version);
    if (!held) return computing;
    // Its failure is the next caller's to see; this one is answered with the analysis held.
    computing.catch(() => {});
    return held.loaded;
  }

  #compute(sessionId: string, version: string): Promise<LoadedAnalysis> {
    const key = `${sessionId}@${version}`;
    let computing = this.#computing.get(key);
    if (!computing) {
      computing = this.#gate
        .run(async () => {
          const source = await findAnalysisSource(this.#db, sessionId);
          if (!source) throw new NotFoundError('Session introuvable');
          const loaded = loadedAnalysisOf(withSpelledDrivers(source, (await this.#spellings()).person));
          this.#held.set(sessionId, { version, loaded });
          return loaded;
        })
        .finally(() => this.#computing.delete(key));
      this.#computing.set(key, computing);
    }
    return computing;
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
  const periods = neutralisedPeriods(source.raceStates.map(({ at_ms, state }) => ({ atMs: at_ms, state })));
  const laps: CarLap[] = source.laps.map((row) => ({
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
  const entries = new Map(source.entries.map((entry) => [entry.number, entry]));
  const { session } = source;
  const ended = session.status === 'ended';
  const rules = drivingRulesOf(source.event, session.duration_s);
  const remainingMs =
    session.duration_s === null ? null : Math.max(0, session.duration_s * 1000 - session.last_race_ms);
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
  });
  const history = classificationHistoryOf(source, laps);
  const classificationRules = classificationRulesOf(source.event, session.duration_s);
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
        laps,
        classOf: history.classOf,
        scheduledEndMs: session.duration_s === null ? null : session.duration_s * 1000,
      });
      const states = carStatesAt(history, atMs);
      return strategies.at(atMs, (number) => {
        const state = states.get(number);
        return state !== undefined && DONE_CAR_STATES.has(state);
      });
    },
    carOf(number) {
      const entry = entries.get(number);
      return {
        participant_number: number,
        entry_id: entry?.entry_id ?? 0,
        team: entry?.team ?? '',
        category: entry ? categoryLabelOf(entry.category) : '',
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
