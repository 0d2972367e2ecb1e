import type { SessionReport } from '@lemans/contract';
import { JsonBody } from '@lemans/http';
import { type DbOrTrx, NotFoundError } from '@lemans/platform';
import { sessionReportEventOf } from '@lemans/race';
import type { Spell } from '../entries/known-spellings.ts';
import type { HeavyAnswer } from '../heavy-reads/heavy-read.ts';
import { findSessionReport } from './reports-repository.ts';
import { findSessionTrends } from './trends-repository.ts';

/** One page of a session's report: its statistics, its laps of that page and its events. */
export async function answerReport(
  db: DbOrTrx,
  { sessionId, page, pageSize }: { sessionId: string; page: number; pageSize: number },
  spell: Spell,
): Promise<HeavyAnswer> {
  const report = await findSessionReport(db, sessionId, { offset: (page - 1) * pageSize, limit: pageSize });
  if (!report) throw new NotFoundError('Session introuvable');
  const total = report.statistics.total_laps;
  const body: SessionReport = {
    session: {
      id: sessionId,
      name: report.name,
      session_type: report.session_type,
      event_name: report.event_name,
      kind: report.kind,
      renamed: report.renamed,
      partial_since_ms: report.partial_since_ms,
    },
    statistics: report.statistics,
    // A lap of a driver the crew does not list has no name to spell.
    laps: report.laps.map((lap) =>
      lap.firstname === null || lap.lastname === null
        ? lap
        : { ...lap, ...spell({ firstname: lap.firstname, lastname: lap.lastname }) },
    ),
    pagination: { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) },
    events: report.events.map(sessionReportEventOf),
  };
  // Every page carries the session's events (some 2,100 for the race, 500 kB of JSON): sent gzipped.
  return { type: 'json', body: JsonBody.of(body), final: report.ended };
}

/** Every car's position and gap lap by lap, for the report's charts. */
export async function answerTrends(db: DbOrTrx, sessionId: string): Promise<HeavyAnswer> {
  const found = await findSessionTrends(db, sessionId);
  if (!found) throw new NotFoundError('Session introuvable');
  // 62 cars × 387 laps × 2 values is some 300 kB of JSON: sent gzipped, and revalidated by its ETag.
  return { type: 'json', body: JsonBody.of(found.trends), final: found.ended };
}
