import type { DbOrTrx } from '@lemans/platform';
import { type ElsewhereAtEvent, type PersonName, samePerson } from '@lemans/race';
import { sql } from 'kysely';

/** The other events' sessions, replays aside, newest day first: where a car or a driver is looked for. */
const OTHER_EVENTS = sql`
  SELECT sre.session_id, e.id AS event_id, e.name AS event_name, to_char(e.day, 'YYYY-MM-DD') AS date, e.day
  FROM session_race_events AS sre
  JOIN race_events AS e ON e.id = sre.race_event_id
  WHERE sre.kind <> 'replay'
`;

/** The car with this race number at every other event, with its entry id there ("007" is not "7"). */
export async function carElsewhere(
  db: DbOrTrx,
  eventId: string,
  number: string,
): Promise<ElsewhereAtEvent[]> {
  const { rows } = await sql<ElsewhereAtEvent>`
    SELECT DISTINCT ON (o.day, o.event_id) o.event_id, o.event_name, o.date, en.entry_id AS id
    FROM (${OTHER_EVENTS}) AS o
    JOIN entries AS en ON en.session_id = o.session_id AND en.number = ${number}
    WHERE o.event_id <> ${eventId}
    ORDER BY o.day DESC, o.event_id, o.session_id DESC
  `.execute(db);
  return rows;
}

/**
 * The same person at every other event, with their driver id there: ids are each event's own, so a driver
 * is followed by name (spelling variants included, see samePerson).
 */
export async function driverElsewhere(
  db: DbOrTrx,
  eventId: string,
  person: PersonName,
): Promise<ElsewhereAtEvent[]> {
  const { rows } = await sql<ElsewhereAtEvent & PersonName>`
    SELECT DISTINCT o.event_id, o.event_name, o.date, o.day, (d->>'driverId')::int AS id,
      d->>'firstName' AS firstname, d->>'lastName' AS lastname
    FROM (${OTHER_EVENTS}) AS o
    JOIN entries AS en ON en.session_id = o.session_id
    CROSS JOIN LATERAL jsonb_array_elements(en.drivers) AS d
    WHERE o.event_id <> ${eventId}
    ORDER BY o.day DESC, o.event_id, id
  `.execute(db);
  const found = new Map<string, ElsewhereAtEvent>();
  for (const row of rows) {
    if (found.has(row.event_id) || !samePerson(row, person)) continue;
    found.set(row.event_id, {
      event_id: row.event_id,
      event_name: row.event_name,
      date: row.date,
      id: row.id,
    });
  }
  return [...found.values()];
}
