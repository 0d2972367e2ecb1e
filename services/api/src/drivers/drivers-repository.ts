import type { DbOrTrx } from '@lemans/platform';
import type { SessionHistoryRow, Statistics } from '@lemans/race';
import { sql } from 'kysely';
import { type EntryRow, entryRows } from '../entries/entries-repository.ts';
import { performanceCtes, sessionHistoryJson, statisticsJson } from '../performance/performance-sql.ts';

export interface DriverPerformance {
  entries: EntryRow[];
  statistics: Statistics;
  session_history: SessionHistoryRow[];
}

/**
 * The entries a driver is listed in (the catalogue's `id`, the timing's `driverId`) with the statistics and
 * history of the laps they drove, in one query. Session rows are the cars' sessions; their lap counts,
 * bests and sectors are the driver's own.
 */
export async function findDriverPerformance(db: DbOrTrx, id: number): Promise<DriverPerformance> {
  const listed = sql`(drivers @> ${JSON.stringify([{ id }])}::jsonb
    OR drivers @> ${JSON.stringify([{ driverId: id }])}::jsonb)`;
  const { rows } = await sql<DriverPerformance>`
    WITH perf_laps AS (
      SELECT * FROM laps WHERE driver_id = ${id}
    ),
    perf_sessions AS (
      SELECT ls.session_id, ls.entry_id, ls.number, ls.ranking, ls.gap_ms, ls.speed, s.name AS session_name,
        s.session_type, s.start_time, s.completed_at, s.created_at, e.team AS team_name, e.category
      FROM live_standings AS ls
      JOIN sessions AS s ON s.id = ls.session_id
      JOIN entries AS e ON e.session_id = ls.session_id AND e.number = ls.number
      WHERE (ls.session_id, ls.number) IN (SELECT session_id, number FROM perf_laps)
    ),
    ${performanceCtes}
    SELECT
      (SELECT coalesce(json_agg(found ORDER BY found.source, found.number), '[]'::json)
        FROM (${entryRows(listed)}) AS found) AS entries,
      ${statisticsJson} AS statistics,
      ${sessionHistoryJson} AS session_history
  `.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Une requête agrégée rend toujours une ligne');
  return row;
}
