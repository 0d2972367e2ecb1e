import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { importAlkamelFiles, parseAnalysisCsv, parseClassificationCsv } from '@lemans/alkamel';
import { type LapRecording, readRecordingFile, snapshotAt, summarise } from '@lemans/race';
import { beforeAll, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../support/shared-data.ts';

const ANALYSIS = 'alkamel/le-mans-2025-race-analysis.csv';
const RESULTS = 'classification/le-mans-results-1923-2026.csv';
const COMMITTED = fileURLToPath(
  new URL('../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);

describeWithSharedData('import of the 2025 Analysis CSV', () => {
  let csv: string;
  let imported: LapRecording;

  beforeAll(async () => {
    csv = await readFile(sharedDataPath(ANALYSIS), 'utf8');
    imported = await importAlkamelFiles({
      analysisPath: sharedDataPath(ANALYSIS),
      classificationPath: sharedDataPath(RESULTS),
      year: 2025,
      eventName: '24 Heures du Mans 2025',
    });
  });

  it('reads every lap with the quirks of the file', () => {
    const { columns, laps } = parseAnalysisCsv(csv);
    expect(columns).toBe(29);
    expect(laps).toHaveLength(20_182);
    expect(new Set(laps.map((lap) => lap.number)).size).toBe(62);
    expect(laps.filter((lap) => lap.number === '007')).toHaveLength(381);
    expect(laps.filter((lap) => lap.pitIn)).toHaveLength(1902);
    expect(laps.filter((lap) => lap.topSpeed === null)).toHaveLength(35);
    expect(laps.some((lap) => (lap.lapTimeMs ?? 0) > 3_600_000)).toBe(true);
    expect(laps.filter((lap) => lap.s1Ms === null).length).toBeGreaterThan(0);
  });

  it('builds the recording: 62 cars in three classes, 186 drivers, start at 16:00 in Paris', () => {
    expect(summarise(imported)).toEqual({
      cars: 62,
      laps: 20_182,
      drivers: 186,
      durationMs: imported.meta.durationMs,
    });
    const count = (category: string) => imported.cars.filter((car) => car.category === category).length;
    expect([count('HYPERCAR'), count('LMP2'), count('LMGT3')]).toEqual([21, 17, 24]);
    expect(new Date(imported.meta.startTimeMs).toISOString()).toBe('2025-06-14T14:00:00.000Z');
    expect(imported.meta.scheduledDurationMs).toBe(24 * 3_600_000);
    const winner = imported.cars.find((car) => car.number === '83');
    expect(winner).toMatchObject({ chassis: 'Ferrari 499P', tyres: 'Michelin', teamCountry: 'IT' });
    expect(
      winner?.drivers.map((driver) => `${driver.firstName} ${driver.lastName} ${driver.country}`),
    ).toEqual(['Robert Kubica PL', 'Yifei Ye CN', 'Phil Hanson GB']);
    // Every driver is found in the results file; only a code that is not ISO 3166 ("WFS") gives no country.
    const withoutCountry = imported.cars.flatMap((car) =>
      car.drivers.filter((driver) => driver.country === ''),
    );
    expect(withoutCountry.map((driver) => driver.lastName)).toEqual(['Boguslavskiy']);
    expect(
      imported.cars.flatMap((car) => car.drivers).every((driver) => /^([A-Z]{2})?$/.test(driver.country)),
    ).toBe(true);
  });

  it('regenerates exactly the committed recording', async () => {
    expect(imported).toEqual(await readRecordingFile(COMMITTED));
  });

  it('reads the 2025 results rows, reserves left out', async () => {
    const rows = parseClassificationCsv(await readFile(sharedDataPath(RESULTS), 'utf8'), 2025);
    expect(rows).toHaveLength(62);
    expect(rows.find((row) => row.number === '50')).toMatchObject({ status: 'DSQ', laps: 387 });
    expect(rows.filter((row) => row.status === 'DNF')).toHaveLength(12);
  });

  it('accepts the older 25-column export and ends the race after the scheduled 24 hours', () => {
    const older = csv
      .split('\r\n')
      .map((line) => (line === '' ? line : `${line.split(';').slice(0, 25).join(';')};`))
      .join('\r\n');
    const parsed = parseAnalysisCsv(older);
    expect(parsed.columns).toBe(25);
    expect(parsed.laps).toHaveLength(20_182);
    const recording = {
      ...imported,
      cars: imported.cars.map((car) => ({
        ...car,
        laps: { ...car.laps, flag: car.laps.flag.map(() => '' as const) },
      })),
    };
    const final = snapshotAt(recording, recording.meta.durationMs);
    expect(final.params.raceState).toBe('Chk');
    expect(final.entries[0]).toMatchObject({ number: '83', state: 'Finished' });
  });
});
