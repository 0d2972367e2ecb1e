import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';

export interface AnalyticsSummary {
  since: string;
  page_views: number;
  events: number;
  by_section: { section: string; page_views: number; events: number }[];
  by_name: { name: string; count: number }[];
}

/** Page views and events per section and per event name since `since`, in one query. */
export async function analyticsSummary(db: DbOrTrx, since: Date): Promise<AnalyticsSummary> {
  const { rows } = await sql<Omit<AnalyticsSummary, 'since'>>`
    WITH recent AS (
      SELECT name, section FROM analytics_events WHERE received_at >= ${since}
    )
    SELECT
      (SELECT count(*)::int FROM recent WHERE name = 'page_view') AS page_views,
      (SELECT count(*)::int FROM recent) AS events,
      (SELECT coalesce(json_agg(s ORDER BY s.events DESC, s.section), '[]'::json) FROM (
        SELECT section, count(*) FILTER (WHERE name = 'page_view')::int AS page_views, count(*)::int AS events
        FROM recent GROUP BY section
      ) AS s) AS by_section,
      (SELECT coalesce(json_agg(n ORDER BY n.count DESC, n.name), '[]'::json) FROM (
        SELECT name, count(*)::int AS count FROM recent GROUP BY name
      ) AS n) AS by_name
  `.execute(db);
  return { since: since.toISOString(), ...(rows[0] as Omit<AnalyticsSummary, 'since'>) };
}
