import type { SessionHistoryRow, Statistics } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import { type EntryRow, entryRows } from '../entries/entries-repository.ts';
import {
  performanceCtes,
  perfSessionsOf,
  sessionHistoryJson,
  statisticsJson,
} from '../performance/performance-sql.ts';
import type { RaceEventRow } from '../race-events/race-events-repository.ts';

export interface DriverPerformance {
  entries: EntryRow[];
  statistics: Statistics;
  session_history: SessionHistoryRow[];
}

/**
 * The entries of the event a driver is listed in (the catalogue's `id`, the timing's `driverId`, the event's
 * own) with the statistics (from the event's reference session) and history of the laps they drove, in
 * one query. Session rows are the cars' sessions; their lap counts, bests and sectors are the driver's own.
 */
export async function findDriverPerformance(
  db: DbOrTrx,
  event: RaceEventRow | null,
  id: number,
): Promise<DriverPerformance> {
  const listed = sql`(drivers @> ${JSON.stringify([{ id }])}::jsonb
    OR drivers @> ${JSON.stringify([{ driverId: id }])}::jsonb)`;
  const { rows } = await sql<DriverPerformance>`
    WITH perf_sessions AS (${perfSessionsOf(
      event?.id ?? null,
      sql`(ls.session_id, ls.number) IN (SELECT session_id, number FROM laps WHERE driver_id = ${id})`,
    )}),
    perf_laps AS (
      SELECT l.* FROM laps AS l JOIN perf_sessions AS ps USING (session_id, number) WHERE l.driver_id = ${id}
    ),
    ${performanceCtes}
    SELECT
      (SELECT coalesce(json_agg(found ORDER BY found.source, found.number), '[]'::json)
        FROM (${entryRows(event, listed)}) AS found) AS entries,
      ${statisticsJson(event?.reference_session?.id ?? null)} AS statistics,
      ${sessionHistoryJson} AS session_history
  `.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Une requête agrégée rend toujours une ligne');
  return row;
}
