import type { ElsewhereAtEvent } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { type PersonName, samePerson } from '@lemans/race';
import { sql } from 'kysely';

/** A car of another event, as its sessions (replays aside) showed it: its entry id and crew there. */
export interface CarAtOtherEvent {
  event_id: string;
  event_name: string;
  date: string;
  number: string;
  entry_id: number;
  drivers: { driverId: number; firstName: string; lastName: string }[];
}

/**
 * Every car of every event but this one, newest day first, each once (the newest session that showed it
 * describes it): where a race page looks for the same car or driver elsewhere, in one query.
 */
export async function listCarsAtOtherEvents(db: DbOrTrx, eventId: string): Promise<CarAtOtherEvent[]> {
  const { rows } = await sql<CarAtOtherEvent>`
    SELECT DISTINCT ON (e.day, e.id, en.number) e.id AS event_id, e.name AS event_name,
      to_char(e.day, 'YYYY-MM-DD') AS date, en.number, en.entry_id, en.drivers
    FROM session_race_events AS sre
    JOIN race_events AS e ON e.id = sre.race_event_id
    JOIN sessions AS s ON s.id = sre.session_id
    JOIN entries AS en ON en.session_id = sre.session_id
    WHERE sre.kind <> 'replay' AND e.id <> ${eventId}
    ORDER BY e.day DESC, e.id, en.number, s.created_at DESC, s.id DESC
  `.execute(db);
  return rows;
}

/** The car with this race number at each other event ("007" is not "7"), with its entry id there. */
export function carElsewhere(cars: readonly CarAtOtherEvent[], number: string): ElsewhereAtEvent[] {
  return cars.filter((car) => car.number === number).map((car) => atEvent(car, car.entry_id));
}

/**
 * The same person at each other event, with their driver id there: ids are each event's own, so a driver
 * is followed by name (spelling variants included, see samePerson).
 */
export function driverElsewhere(cars: readonly CarAtOtherEvent[], person: PersonName): ElsewhereAtEvent[] {
  const found = new Map<string, ElsewhereAtEvent>();
  for (const car of cars) {
    if (found.has(car.event_id)) continue;
    const driver = car.drivers.find((candidate) =>
      samePerson({ firstname: candidate.firstName, lastname: candidate.lastName }, person),
    );
    if (driver) found.set(car.event_id, atEvent(car, driver.driverId));
  }
  return [...found.values()];
}

function atEvent(car: CarAtOtherEvent, id: number): ElsewhereAtEvent {
  return { event_id: car.event_id, event_name: car.event_name, date: car.date, id };
}
