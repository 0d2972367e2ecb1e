import type { Entry, EntryDriver } from '@lemans/contract';
import { CATEGORIES, categoryLabelOf, categoryOfTiming, OTHER_CATEGORY_COLOR } from '@lemans/race';
import type { EntryRow } from './entries-repository.ts';
import type { Spell } from './known-spellings.ts';

export type { Entry, EntryDriver };

/** A driver as the timing describes it (`entries.drivers` of a session). */
interface TimingDriver {
  driverId: number;
  number: number;
  firstName: string;
  lastName: string;
  country: string;
}

/** An entry as the pages show it, each driver with the one spelling they have at every event. */
export function entryOf(row: EntryRow, spell: Spell): Entry {
  const common = {
    id: row.id,
    team_name: row.team_name,
    brand_name: row.brand_name,
    car_name: row.car_name,
    number: row.number,
    subclass: row.subclass,
    tyres: row.tyres,
    engine: row.engine,
  };
  if (row.source === 'catalogue') {
    return {
      ...common,
      category_label: row.category || 'Autre',
      category_id: row.category_id,
      category_color: row.category_color ?? OTHER_CATEGORY_COLOR,
      team_country: row.team_country,
      drivers: (row.drivers as unknown as EntryDriver[]).map((driver) => ({ ...driver, ...spell(driver) })),
    };
  }
  // A car only the timing knows: its category is the timing's name (HYPERCAR...), its drivers the feed's.
  const category = categoryOfTiming(row.category);
  return {
    ...common,
    category_label: categoryLabelOf(row.category),
    category_id: category?.id ?? null,
    category_color: category?.color ?? OTHER_CATEGORY_COLOR,
    team_country: /^[A-Z]{2}$/.test(row.team_country) ? row.team_country : '',
    drivers: (row.drivers as unknown as TimingDriver[])
      .map((driver) => ({
        id: driver.driverId,
        ...spell({ firstname: driver.firstName, lastname: driver.lastName }),
        country: driver.country,
        driver_position: driver.number,
      }))
      .sort((a, b) => a.driver_position - b.driver_position),
  };
}

/** Hypercar, LMP2, LMGT3, then any other category; within one, by number ("7" before "12", "007" by "7"). */
export function byCategoryThenNumber(a: Entry, b: Entry): number {
  return (
    categoryRank(a) - categoryRank(b) ||
    a.category_label.localeCompare(b.category_label) ||
    numberOf(a) - numberOf(b) ||
    a.number.localeCompare(b.number)
  );
}

function categoryRank(entry: Entry): number {
  const index = CATEGORIES.findIndex((category) => category.label === entry.category_label);
  return index === -1 ? CATEGORIES.length : index;
}

function numberOf(entry: Entry): number {
  const value = Number.parseInt(entry.number, 10);
  return Number.isNaN(value) ? Number.MAX_SAFE_INTEGER : value;
}
