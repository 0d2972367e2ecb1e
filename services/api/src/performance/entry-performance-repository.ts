import type { PerformancePoint, SessionHistoryRow, Statistics } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import { type EntryRow, entryRows } from '../entries/entries-repository.ts';
import type { RaceEventRow } from '../race-events/race-events-repository.ts';
import {
  performanceCtes,
  performanceEvolutionJson,
  perfSessionsOf,
  sessionHistoryJson,
  statisticsJson,
} from './performance-sql.ts';

export interface EntryPerformance extends EntryRow {
  statistics: Statistics;
  session_history: SessionHistoryRow[];
  performance_evolution: PerformancePoint[];
}

/**
 * An entry of the event (the catalogue's, else the timing's) with its statistics (from the event's
 * reference session), session history and evolution over the event's sessions the timing saw it in
 * (matched by entry id, the event's own): the team and car pages, in one query.
 */
export async function findEntryPerformance(
  db: DbOrTrx,
  event: RaceEventRow | null,
  id: number,
): Promise<EntryPerformance | undefined> {
  const { rows } = await sql<EntryPerformance>`
    WITH entry AS (
      SELECT * FROM (${entryRows(event, sql`id = ${id}`)}) AS found
      ORDER BY source = 'catalogue' DESC
      LIMIT 1
    ),
    perf_sessions AS (${perfSessionsOf(event?.id ?? null, sql`ls.entry_id = ${id}`)}),
    perf_laps AS (
      SELECT l.* FROM laps AS l JOIN perf_sessions AS ps USING (session_id, number)
    ),
    ${performanceCtes}
    SELECT entry.*, ${statisticsJson(event?.reference_session?.id ?? null)} AS statistics, ${sessionHistoryJson} AS session_history,
      ${performanceEvolutionJson} AS performance_evolution
    FROM entry
  `.execute(db);
  return rows[0];
}
