import type { DbOrTrx } from '@lemans/platform';
import { NotFoundError } from '@lemans/platform';
import { categoryLabelOf } from '@lemans/race';
import {
  analyseSession,
  type CarLap,
  type DrivingRules,
  drivingRulesOf,
  neutralisedPeriods,
  overlapsNeutralised,
  type RaceBattle,
  type SessionAnalysis,
} from '@lemans/race/analysis';
import type { AnalysisCar, AnalysisSession } from '@lemans/race/contract';
import type { CacheRegistry } from '../http/cache-registry.ts';
import { WorkGate } from '../http/work-gate.ts';
import type { ShortLived } from '../live/short-lived.ts';
import { type AnalysisSource, findAnalysisSource } from './analysis-repository.ts';

/** A session's analysis with what its rows name: its cars and their drivers. */
export interface LoadedAnalysis {
  session: AnalysisSession;
  rules: DrivingRules | null;
  analysis: SessionAnalysis;
  /** A car's columns by number; a car with laps but no entry is named by its number alone. */
  carOf(number: string): AnalysisCar;
  driverName(number: string, driverId: number | null): string;
  /** The number of the car an entry id names in this session. */
  numberOfEntry(entryId: number): string | undefined;
  /** The battles of the whole race at a threshold, computed once per threshold asked. */
  raceBattles(thresholdMs: number): RaceBattle[];
}

/** As long as the race pages' shared caches keep an answer: a running session's analysis follows its laps. */
export const ANALYSIS_TTL_MS = 5000;
/** Two analyses computed at once (some 100 ms of a core each for a 24-hour race), 16 waiting, no more. */
const AT_ONCE = 2;
const WAITING = 16;
export const ANALYSES_BUSY = "Trop d'analyses de sessions en cours : réessayez dans un instant.";

/**
 * The analysis of each session asked for, computed from Postgres at most once per `ttlMs` however many
 * visitors read it, and never more than two at a time.
 */
export class SessionAnalyses {
  readonly #db: DbOrTrx;
  readonly #cache: ShortLived<LoadedAnalysis | null>;
  readonly #gate = new WorkGate(AT_ONCE, WAITING, ANALYSES_BUSY);

  constructor(db: DbOrTrx, caches: CacheRegistry, ttlMs = ANALYSIS_TTL_MS) {
    this.#db = db;
    this.#cache = caches.shortLived(ttlMs);
  }

  async of(sessionId: string): Promise<LoadedAnalysis> {
    const loaded = await this.#cache.get(sessionId, () =>
      this.#gate.run(async () => {
        const source = await findAnalysisSource(this.#db, sessionId);
        return source ? loadedAnalysisOf(source) : null;
      }),
    );
    if (!loaded) throw new NotFoundError('Session introuvable');
    return loaded;
  }
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
  const rules = drivingRulesOf(session.event_name);
  const remainingMs =
    session.duration_s === null ? null : Math.max(0, session.duration_s * 1000 - session.last_race_ms);
  const analysis = analyseSession({
    laps,
    classOf: new Map(source.entries.map((entry) => [entry.number, entry.category])),
    pitTimesMs: new Map(
      source.pitTimes.map((stop) => [`${stop.number}#${stop.lap_number}`, stop.duration_ms]),
    ),
    rules,
    ended,
    remainingMs: ended ? null : remainingMs,
  });
  const raceBattles = new Map<number, RaceBattle[]>();
  return {
    session: { ...pick(session), ended },
    rules,
    analysis,
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

function pick(session: AnalysisSource['session']): Omit<AnalysisSession, 'ended'> {
  const { id, name, session_type, event_name, last_race_ms } = session;
  return { id, name, session_type, event_name, last_race_ms };
}
