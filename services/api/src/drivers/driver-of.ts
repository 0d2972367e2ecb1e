import type { Driver, DriverEntry } from '@lemans/contract';
import type { Entry, EntryDriver } from '../entries/entry-of.ts';

export function driverEntryOf(entry: Entry, driver: EntryDriver): DriverEntry {
  return {
    id: entry.id,
    team_id: entry.id,
    participant_number: entry.number,
    category_label: entry.category_label,
    team_name: entry.team_name,
    brand_name: entry.brand_name,
    car_name: entry.car_name,
    driver_position: driver.driver_position,
  };
}

/**
 * Every driver of these entries, once each: a driver entered in several cars keeps the first (the entries
 * come by category then number) as their team and lists them all in `entries`.
 */
export function driversOf(entries: Entry[]): Driver[] {
  const drivers = new Map<number, Driver>();
  for (const entry of entries) {
    for (const driver of entry.drivers) {
      const known = drivers.get(driver.id);
      if (known) {
        known.entries.push(driverEntryOf(entry, driver));
        continue;
      }
      drivers.set(driver.id, {
        id: driver.id,
        firstname: driver.firstname,
        lastname: driver.lastname,
        country: driver.country,
        category: entry.category_label,
        driver_position: driver.driver_position,
        team: {
          team_name: entry.team_name,
          team_number: entry.number,
          category_color: entry.category_color,
          brand_name: entry.brand_name,
          car_name: entry.car_name,
          driver_position: driver.driver_position,
          entry_id: entry.id,
        },
        entries: [driverEntryOf(entry, driver)],
      });
    }
  }
  return [...drivers.values()];
}
