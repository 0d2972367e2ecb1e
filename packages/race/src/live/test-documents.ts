import type { ParsedEntry, ParsedSnapshot } from './parsed-snapshot.ts';

/** Parsed documents built by hand for the diff's unit tests: a small field, whatever each test needs changed. */

/** A lap of the documents' cars. */
export const LAP = 210_000;

/** A car of a document: running on its tenth lap, after one stop, unless `fields` say otherwise. */
export const carEntry = (
  number: string,
  ranking: number,
  fields: Partial<ParsedEntry> = {},
): ParsedEntry => ({
  entryId: ranking,
  number,
  ranking,
  category: 'HYPERCAR',
  categoryPosition: ranking,
  subclass: null,
  team: `Équipe ${number}`,
  car: 'Prototype',
  brand: 'Marque',
  tyre: 'M',
  nationality: 'FR',
  driverName: `Pilote ${number}`,
  driverId: Number(number),
  drivers: [],
  lap: 10,
  lastLapMs: LAP,
  bestLapMs: LAP - 1_000,
  gapText: ranking === 1 ? '' : `${ranking}.000`,
  gapMs: ranking === 1 ? 0 : ranking * 1_000,
  pitStops: 1,
  figures: { speed: 230, top_speed: 230 },
  sector: 2,
  currentSectorsMs: [30_000, null, null],
  state: 'Running',
  lastPassingMs: 10 * LAP + ranking * 1_000,
  lastStop: null,
  ...fields,
});

/** An organiser's document of the Le Mans race at a race time, as parsed, holding `entries`. */
export function documentAt(
  elapsedMs: number,
  entries: ParsedEntry[],
  raceState: 'green' | 'finished' = 'green',
): ParsedSnapshot {
  return {
    session: {
      organiserId: 1,
      name: 'Course',
      type: 'Race',
      eventName: '24 Heures du Mans',
      replay: false,
      run: null,
      startTimeMs: null,
      durationS: 86_400,
    },
    raceState,
    flag: raceState === 'green' ? 'Grn' : 'Chk',
    elapsedMs,
    stopsTimedBySource: false,
    remainingS: 0,
    progress: 0,
    weather: {
      airTemp: 20,
      trackTemp: 30,
      humidity: 50,
      pressure: 1000,
      windSpeed: 3,
      windDirection: 180,
      simulated: false,
    },
    entries,
  };
}
