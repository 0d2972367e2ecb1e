import type { DbOrTrx, JsonValue } from '@lemans/platform';
import { type RawBuilder, sql } from 'kysely';

/** An entry as stored: by the catalogue sync, or only seen by ingest in a session's timing. */
export interface EntryRow {
  source: 'catalogue' | 'session';
  id: number;
  number: string;
  team_name: string;
  brand_name: string;
  car_name: string;
  /** The catalogue's label, or the timing's category for an entry only ingest has seen. */
  category: string;
  category_id: number | null;
  category_color: string | null;
  tyres: string;
  engine: string;
  team_country: string;
  drivers: JsonValue;
}

/**
 * The catalogue's entries, plus the cars the timing showed that the catalogue does not list (merged by
 * race number; the newest session that saw a car describes it), in one query.
 */
export async function listEntryRows(db: DbOrTrx): Promise<EntryRow[]> {
  const { rows } = await entryRows(sql`true`).execute(db);
  return rows;
}

/** The entry with this id; the catalogue's wins over a car only the timing knows. */
export async function findEntryRow(db: DbOrTrx, id: number): Promise<EntryRow | undefined> {
  const { rows } = await sql<EntryRow>`
    SELECT * FROM (${entryRows(sql`id = ${id}`)}) AS entry
    ORDER BY source = 'catalogue' DESC
    LIMIT 1
  `.execute(db);
  return rows[0];
}

/** The entry rows matching `where` (on `id`, `number` or `drivers`), both sources, for use as a subquery. */
export function entryRows(where: RawBuilder<unknown>) {
  return sql<EntryRow>`
    SELECT 'catalogue' AS source, id, number, team_name, brand_name, car_name, category_label AS category,
      category_id, category_color, tyres, engine, team_country, drivers
    FROM catalogue_entries
    WHERE ${where}
    UNION ALL
    SELECT * FROM (
      SELECT DISTINCT ON (e.number) 'session' AS source, e.entry_id AS id, e.number, e.team, e.brand, e.car,
        e.category, NULL::integer, NULL::text, e.tyre, '', e.nationality, e.drivers
      FROM entries AS e
      JOIN sessions AS s ON s.id = e.session_id
      WHERE NOT EXISTS (SELECT 1 FROM catalogue_entries AS c WHERE c.number = e.number)
      ORDER BY e.number, s.created_at DESC, s.id DESC
    ) AS seen
    WHERE ${where}
  `;
}
