import type { LapRecording, RecordingCar } from '@lemans/race';
import { CATEGORIES, categoryOfTiming, OTHER_CATEGORY_COLOR } from '@lemans/race';
import type { CatalogueEntry } from './catalogue-schemas.ts';

/**
 * The organiser's entry list as its catalogue serves it, from a recording: one team entry per car, with
 * the recording's car id so that the catalogue and data.json name the same car the same way. Only what
 * the recording knows: no pictures, logos or works-team flag.
 */
export function buildCatalogueEntries(recording: LapRecording): CatalogueEntry[] {
  return [...recording.cars].sort(byCategoryThenNumber).map(entryOf);
}

function entryOf(car: RecordingCar): CatalogueEntry {
  const category = categoryOfTiming(car.category);
  return {
    id: car.id,
    team_name: car.team,
    brand_name: car.manufacturer,
    car_name: car.chassis,
    number: car.number,
    category_label: category?.label ?? (car.category || 'Autre'),
    category_id: category?.id ?? null,
    category_color: category?.color ?? OTHER_CATEGORY_COLOR,
    tyres: car.tyres,
    engine: car.engine,
    team_country: car.teamCountry,
    drivers: [...car.drivers]
      .sort((a, b) => a.number - b.number)
      .map((driver) => ({
        id: driver.driverId,
        firstname: driver.firstName,
        lastname: driver.lastName,
        country: driver.country,
        driver_position: driver.number,
      })),
  };
}

function categoryRank(car: RecordingCar): number {
  const index = CATEGORIES.findIndex((category) => category.name === car.category.toUpperCase());
  return index === -1 ? CATEGORIES.length : index;
}

/** "7" before "12", and "007" apart from "7" yet next to it. */
function byCategoryThenNumber(a: RecordingCar, b: RecordingCar): number {
  return (
    categoryRank(a) - categoryRank(b) ||
    Number.parseInt(a.number, 10) - Number.parseInt(b.number, 10) ||
    a.number.localeCompare(b.number)
  );
}
