import type { Db } from '@lemans/platform';
import { answerAnalysis } from '../analysis/analysis-answers.ts';
import { SessionAnalyses } from '../analysis/session-analyses.ts';
import { knownSpellings } from '../entries/known-spellings.ts';
import type { CacheRegistry } from '../http/cache-registry.ts';
import { type RebuildBounds, TimeTravel } from '../live/time-travel.ts';
import { answerReport, answerTrends } from '../reports/report-answers.ts';
import type { HeavyAnswer, HeavyRead } from './heavy-read.ts';

/**
 * Answers heavy reads from the database, keeping what it computed in the caches given: run in a worker
 * thread (heavy-read-worker.ts) or in the API process itself (in-process-reader.ts).
 */
export function heavyAnswerer(
  db: Db,
  caches: CacheRegistry,
  rebuilds: RebuildBounds,
): (read: HeavyRead) => Promise<HeavyAnswer> {
  // This thread's own book of spellings, as its caches are its own.
  const spellings = knownSpellings(db, caches);
  const analyses = new SessionAnalyses(db, caches, spellings);
  const timeTravel = new TimeTravel(db, caches, spellings, rebuilds);
  return async (read) => {
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
  };
}
