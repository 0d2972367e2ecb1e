import type { LiveRow } from '@lemans/contract';
import type { JsonValue } from '@lemans/platform';
import { categoryLabelOf } from '@lemans/race';
import { carTimingOf } from './car-timing.ts';
import { columnsOf } from './columns-of.ts';
import {
  LIVE_ROW_ENTRY_COLUMNS,
  LIVE_ROW_STANDING_COLUMNS,
  type StandingWithEntry,
} from './live-frame-columns.ts';
import type { CarProjection } from './projection-model.ts';

/**
 * A car's live row as the projections hold it, in the shape ingest publishes: the API's frame rebuilt from
 * Postgres and time travel show these rows, and ingest shows a car the document leaves out with it when it
 * has no row of its own for it. The projections do not know which documents showed a car, so the row is
 * not dated as missing.
 */
export function liveRowOfStanding(row: StandingWithEntry): LiveRow {
  return {
    entry_id: row.entry_id,
    participant_number: row.number,
    team_name: row.team,
    ranking: row.ranking,
    category_position: row.category_position,
    lap_count: row.lap_count,
    last_lap_time: row.last_lap_ms,
    best_lap_time: row.best_lap_ms,
    gap_time: row.gap_ms,
    gap: row.gap_text,
    car_state: row.car_state,
    category_label: categoryLabelOf(row.category),
    subclass: row.subclass,
    brand_name: row.brand,
    car_name: row.car,
    current_driver_name: driverNameOf(row.drivers, row.driver_id),
    current_driver_id: row.driver_id,
    current_sector: row.current_sector,
    pit_stops: row.pit_stops,
    nationality: row.nationality,
    ...carTimingOf(row),
    missing_since_time: null,
  };
}

/** A car of the fold's model as the API's query of the projections gives it. */
export function standingWithEntryOf({ standing, entry }: CarProjection): StandingWithEntry {
  return {
    ...columnsOf(standing, LIVE_ROW_STANDING_COLUMNS),
    ...columnsOf(entry, LIVE_ROW_ENTRY_COLUMNS),
  };
}

/** The live row of a car of the fold's model. */
export function liveRowOfCar(car: CarProjection): LiveRow {
  return liveRowOfStanding(standingWithEntryOf(car));
}

interface CrewMember {
  driverId: number;
  firstName: string;
  lastName: string;
}

const isCrewMember = (value: JsonValue): value is JsonValue & CrewMember =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof value.driverId === 'number' &&
  typeof value.firstName === 'string' &&
  typeof value.lastName === 'string';

/** Written as the organiser writes `driver`: "First Last", from the crew as the entry registered it. */
function driverNameOf(drivers: JsonValue, driverId: number | null): string {
  const crew = Array.isArray(drivers) && drivers.every(isCrewMember) ? drivers : [];
  const driver = crew.find((member) => member.driverId === driverId);
  return driver ? `${driver.firstName} ${driver.lastName}` : '';
}
