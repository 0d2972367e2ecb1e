import { emptyLapColumns, LAP_RECORDING_FORMAT, type LapRecording, type RecordingCar } from '@lemans/race';
import { describe, expect, it } from 'vitest';
import { buildCatalogueEntries } from './build-entries.ts';
import { catalogueEntriesSchema } from './catalogue-schemas.ts';

const NO_LAPS = emptyLapColumns();

function car(
  id: number,
  number: string,
  category: string,
  overrides: Partial<RecordingCar> = {},
): RecordingCar {
  return {
    id,
    number,
    category,
    group: '',
    team: `Équipe ${number}`,
    manufacturer: 'Marque',
    chassis: 'Châssis',
    engine: 'Moteur',
    tyres: 'Michelin',
    teamCountry: 'FR',
    drivers: [],
    result: null,
    laps: NO_LAPS,
    ...overrides,
  };
}

function recordingOf(cars: RecordingCar[]): LapRecording {
  return {
    format: LAP_RECORDING_FORMAT,
    meta: {
      name: 'Essai',
      eventName: 'Essai',
      sessionId: 1,
      sessionName: 'Course',
      sessionType: 'RACE',
      startTimeMs: 0,
      scheduledDurationMs: 1,
      durationMs: 1,
      timeZone: 'Europe/Paris',
      source: {
        kind: 'alkamel-analysis',
        file: 'x.csv',
        columns: 29,
        classificationYear: null,
        provenance: '',
      },
    },
    cars,
  };
}

describe('buildCatalogueEntries', () => {
  it('maps a car to a team entry in the organiser field names', () => {
    const ferrari = car(16, '83', 'HYPERCAR', {
      team: 'AF Corse',
      manufacturer: 'Ferrari',
      chassis: 'Ferrari 499P',
      engine: 'Ferrari F163 3.0 L Turbo V6',
      teamCountry: 'IT',
      drivers: [
        { driverId: 48, number: 3, firstName: 'Phil', lastName: 'Hanson', country: 'GB' },
        { driverId: 46, number: 1, firstName: 'Robert', lastName: 'Kubica', country: 'PL' },
      ],
    });
    expect(buildCatalogueEntries(recordingOf([ferrari]))).toEqual([
      {
        id: 16,
        team_name: 'AF Corse',
        brand_name: 'Ferrari',
        car_name: 'Ferrari 499P',
        number: '83',
        category_label: 'Hypercar',
        category_id: 4167,
        category_color: '#DC2626',
        tyres: 'Michelin',
        engine: 'Ferrari F163 3.0 L Turbo V6',
        team_country: 'IT',
        drivers: [
          { id: 46, firstname: 'Robert', lastname: 'Kubica', country: 'PL', driver_position: 1 },
          { id: 48, firstname: 'Phil', lastname: 'Hanson', country: 'GB', driver_position: 3 },
        ],
      },
    ]);
  });

  it('orders by category (Hypercar, LMP2, LMGT3), then by number', () => {
    const entries = buildCatalogueEntries(
      recordingOf([
        car(1, '92', 'LMGT3'),
        car(2, '43', 'LMP2'),
        car(3, '12', 'HYPERCAR'),
        car(4, '009', 'HYPERCAR'),
        car(5, '7', 'HYPERCAR'),
        car(6, '007', 'HYPERCAR'),
      ]),
    );
    expect(entries.map((entry) => entry.number)).toEqual(['007', '7', '009', '12', '43', '92']);
    expect(entries.map((entry) => entry.category_id)).toEqual([4167, 4167, 4167, 4167, 3, 4183]);
  });

  it('keeps an unknown category visible in grey, after the known ones', () => {
    const [first, unknown] = buildCatalogueEntries(recordingOf([car(1, '1', 'CN'), car(2, '2', 'LMP2')]));
    expect(first?.category_label).toBe('LMP2');
    expect(unknown).toMatchObject({ category_label: 'CN', category_id: null, category_color: '#6B7280' });
  });

  it('produces entries the catalogue schema accepts', () => {
    const entries = buildCatalogueEntries(recordingOf([car(1, '1', 'HYPERCAR', { teamCountry: '' })]));
    expect(catalogueEntriesSchema.safeParse(entries).success).toBe(true);
  });
});
