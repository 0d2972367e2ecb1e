import type { Db, Logger } from '@lemans/platform';
import { answerAnalysis, answerFrom } from '../analysis/analysis-answers.ts';
import { type LoadedAnalysis, SessionAnalyses } from '../analysis/session-analyses.ts';
import { knownSpellings } from '../entries/known-spellings.ts';
import type { CacheRegistry } from '../http/cache-registry.ts';
import { type RebuildBounds, TimeTravel } from '../live/time-travel.ts';
import { answerReport, answerTrends } from '../reports/report-answers.ts';
import type { HeavyAnswer, HeavyRead } from './heavy-read.ts';

/** An answer built ahead of its read, for the race time `atMs` of a running session kept warm. */
export interface PreparedAnswer {
  read: HeavyRead;
  answer: HeavyAnswer;
  atMs: number;
}

/** The heavy reads of one thread, and what it keeps ready for them. */
export interface HeavyAnswerer {
  answer(read: HeavyRead): Promise<HeavyAnswer>;
  /** Computes a running session's analysis ahead of its reads (SessionAnalyses.warm); never fails. */
  warm(sessionId: string): Promise<void>;
}

/**
 * Answers heavy reads from the database, keeping what it computed in the caches given: run in a worker
 * thread (heavy-read-worker.ts) or in the API process itself (in-process-reader.ts).
 */
export function heavyAnswerer(
  db: Db,
  caches: CacheRegistry,
  rebuilds: RebuildBounds,
  logger: Logger,
  /** Told of each answer prepared for a session kept warm, to be served without asking this thread. */
  prepared: (prepared: PreparedAnswer) => void = () => {},
): HeavyAnswerer {
  // This thread's own book of spellings, as its caches are its own.
  const spellings = knownSpellings(db, caches);
  const prepare = (loaded: LoadedAnalysis) => prepared(liveStrategyOf(loaded));
  const analyses = new SessionAnalyses(db, caches, spellings, { prepare, logger });
  const timeTravel = new TimeTravel(db, caches, spellings, rebuilds);
  return {
    async answer(read) {
      switch (read.kind) {
        case 'analysis':
          return answerAnalysis(analyses, read.query);
        case 'report':
          return answerReport(db, read, (await spellings()).person);
        case 'trends':
          return answerTrends(db, read.sessionId);
        case 'past-frame': {
          const past = await timeTravel.frameAt(read.sessionId, read.atMs);
          return { type: 'json', body: past.body, final: past.ended };
        }
      }
    },
    warm: (sessionId) => analyses.warm(sessionId),
  };
}

/**
 * What the ranking's strategy view asks of a running session (every car's strategy as the session stands),
 * built with each of its analyses while it is kept warm.
 */
function liveStrategyOf(loaded: LoadedAnalysis): PreparedAnswer {
  const read: HeavyRead = {
    kind: 'analysis',
    query: { table: 'strategy', sessionId: loaded.session.id, csv: false },
  };
  return { read, answer: answerFrom(loaded, read.query), atMs: loaded.session.last_race_ms };
}
