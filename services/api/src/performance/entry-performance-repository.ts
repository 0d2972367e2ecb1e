import type { DbOrTrx } from '@lemans/platform';
import type { PerformancePoint, SessionHistoryRow, Statistics } from '@lemans/race';
import { sql } from 'kysely';
import { type EntryRow, entryRows } from '../entries/entries-repository.ts';
import {
  performanceCtes,
  performanceEvolutionJson,
  sessionHistoryJson,
  statisticsJson,
} from './performance-sql.ts';

export interface EntryPerformance extends EntryRow {
  statistics: Statistics;
  session_history: SessionHistoryRow[];
  performance_evolution: PerformancePoint[];
}

/**
 * An entry (the catalogue's, else the timing's) with its statistics, session history and evolution over
 * every session the timing saw it in (matched by entry id): the team and car pages, in one query.
 */
export async function findEntryPerformance(db: DbOrTrx, id: number): Promise<EntryPerformance | undefined> {
  const { rows } = await sql<EntryPerformance>`
    WITH entry AS (
      SELECT * FROM (${entryRows(sql`id = ${id}`)}) AS found
      ORDER BY source = 'catalogue' DESC
      LIMIT 1
    ),
    perf_sessions AS (
      SELECT ls.session_id, ls.entry_id, ls.number, ls.ranking, ls.gap_ms, ls.speed, s.name AS session_name,
        s.session_type, s.start_time, s.completed_at, s.created_at, e.team AS team_name, e.category
      FROM live_standings AS ls
      JOIN sessions AS s ON s.id = ls.session_id
      JOIN entries AS e ON e.session_id = ls.session_id AND e.number = ls.number
      WHERE ls.entry_id = ${id}
    ),
    perf_laps AS (
      SELECT l.* FROM laps AS l JOIN perf_sessions AS ps USING (session_id, number)
    ),
    ${performanceCtes}
    SELECT entry.*, ${statisticsJson} AS statistics, ${sessionHistoryJson} AS session_history,
      ${performanceEvolutionJson} AS performance_evolution
    FROM entry
  `.execute(db);
  return rows[0];
}
