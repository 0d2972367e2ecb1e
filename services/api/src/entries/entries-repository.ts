import type { Subclass } from '@lemans/contract';
import type { DbOrTrx, JsonValue } from '@lemans/platform';
import { type RawBuilder, sql } from 'kysely';
import type { RaceEventRow } from '../race-events/race-events-repository.ts';

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
  /** The sub-class the event's timing names for the car: the catalogue says none. */
  subclass: Subclass | null;
  tyres: string;
  engine: string;
  team_country: string;
  drivers: JsonValue;
}

/** The event whose entries to read; null when no session exists yet (the catalogue alone). */
export type EntryScope = Pick<RaceEventRow, 'id' | 'current'> | null;

/**
 * The event's entries: the organiser's catalogue when the event is the current one, plus the cars its
 * sessions (replays aside) showed that the catalogue does not list (merged by race number; the newest
 * session that saw a car describes it), in one query.
 */
export async function listEntryRows(db: DbOrTrx, event: EntryScope): Promise<EntryRow[]> {
  const { rows } = await entryRows(event, sql`true`).execute(db);
  return rows;
}

/** The entry with this id at the event; the catalogue's wins over a car only the timing knows. */
export async function findEntryRow(
  db: DbOrTrx,
  event: EntryScope,
  id: number,
): Promise<EntryRow | undefined> {
  const { rows } = await sql<EntryRow>`
    SELECT * FROM (${entryRows(event, sql`id = ${id}`)}) AS entry
    ORDER BY source = 'catalogue' DESC
    LIMIT 1
  `.execute(db);
  return rows[0];
}

/**
 * The event's entry rows matching `where` (on `id`, `number` or `drivers`), both sources, for use as a
 * subquery. Ids are the event's own: the same id at another event is another car.
 */
export function entryRows(event: EntryScope, where: RawBuilder<unknown>) {
  const withCatalogue = event === null || event.current;
  // The catalogue names no sub-class: the newest session of the event that saw the car does.
  const timedSubclass =
    event === null
      ? sql`NULL::text`
      : sql`(
          SELECT e.subclass FROM entries AS e
          JOIN sessions AS s ON s.id = e.session_id
          JOIN session_race_events AS sre ON sre.session_id = e.session_id
          WHERE sre.race_event_id = ${event.id} AND sre.kind <> 'replay' AND e.number = catalogue_entries.number
          ORDER BY s.created_at DESC, s.id DESC
          LIMIT 1
        )`;
  const catalogue = sql<EntryRow>`
    SELECT 'catalogue' AS source, id, number, team_name, brand_name, car_name, category_label AS category,
      category_id, category_color, ${timedSubclass} AS subclass, tyres, engine, team_country, drivers
    FROM catalogue_entries
    WHERE ${where}
  `;
  if (event === null) return catalogue;
  const listed = withCatalogue
    ? sql`EXISTS (SELECT 1 FROM catalogue_entries AS c WHERE c.number = e.number)`
    : sql`false`;
  const seen = sql<EntryRow>`
    SELECT * FROM (
      SELECT DISTINCT ON (e.number) 'session' AS source, e.entry_id AS id, e.number, e.team AS team_name,
        e.brand AS brand_name, e.car AS car_name, e.category, NULL::integer AS category_id,
        NULL::text AS category_color, e.subclass, e.tyre AS tyres, '' AS engine, e.nationality AS team_country, e.drivers
      FROM entries AS e
      JOIN sessions AS s ON s.id = e.session_id
      JOIN session_race_events AS sre ON sre.session_id = e.session_id
      WHERE sre.race_event_id = ${event.id} AND sre.kind <> 'replay' AND NOT ${listed}
      ORDER BY e.number, s.created_at DESC, s.id DESC
    ) AS seen
    WHERE ${where}
  `;
  return withCatalogue ? sql<EntryRow>`${catalogue} UNION ALL ${seen}` : seen;
}
