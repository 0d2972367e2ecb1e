import type { EntryRegistered, LapCompleted } from '@lemans/race';

/**
 * Events the projections' unit tests fold, whole and typed: a car registered and a lap completed with what a
 * test does not care about filled in, so that a field added to either event is written here once.
 */
export function testEntryRegistered(
  number: string,
  fields: Partial<EntryRegistered['data']> = {},
): EntryRegistered {
  return {
    type: 'EntryRegistered',
    data: {
      number,
      entryId: Number.parseInt(number, 10),
      team: `Équipe ${number}`,
      car: 'Prototype',
      brand: 'Marque',
      category: 'HYPERCAR',
      nationality: 'FRA',
      tyre: 'M',
      drivers: [],
      lap: 0,
      ranking: 1,
      classPosition: 1,
      driverId: null,
      carState: 'Running',
      inPit: false,
      pitStops: 0,
      bestLapMs: null,
      lapSectorsMs: [null, null, null],
      figures: { speed: null, top_speed: null },
      ...fields,
    },
  };
}

export function testLapCompleted(
  number: string,
  lap: number,
  fields: Partial<LapCompleted['data']> = {},
): LapCompleted {
  return {
    type: 'LapCompleted',
    data: {
      number,
      lap,
      timed: true,
      timeMs: 210_000,
      sectorsMs: [70_000, 70_000, 70_000],
      driverId: null,
      position: 1,
      classPosition: 1,
      gapMs: 0,
      gapText: '',
      figures: { speed: 230, top_speed: 230 },
      crossedAtMs: null,
      inPit: false,
      ...fields,
    },
  };
}
