import { readdirSync, readFileSync } from 'node:fs';
import { circuitById } from '@lemans/circuits';
import { describe, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../../../tests/support/shared-data.ts';
import { parseAnalysisCsv } from './analysis-csv.ts';
import { measureLaps, recogniseCircuit, type TimedLap } from './recognise-circuit.ts';

/** The circuit of each Al Kamel file of the shared data: a new file must say where it was driven. */
const CIRCUIT_OF_FILE: Record<string, string> = {
  'le-mans-2023-race-analysis.csv': 'le-mans',
  'le-mans-2025-race-analysis.csv': 'le-mans',
  'wec-2024-fuji-6h-analysis.csv': 'fuji',
  'wec-2025-cota-6h-analysis.csv': 'cota',
  'wec-2025-sao-paulo-6h-analysis.csv': 'interlagos',
  'wec-2025-spa-6h-analysis.csv': 'spa',
};

describeWithSharedData('recognising the circuit of every Al Kamel file of the shared data', () => {
  const files = readdirSync(sharedDataPath('alkamel')).filter((file) => file.endsWith('.csv'));

  it('has files to read, each of a known circuit', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(CIRCUIT_OF_FILE[file], file).toBeDefined();
  });

  it.each(files)('knows where %s was driven, and measures its lap to within 0.1 %', (file) => {
    const { laps } = parseAnalysisCsv(readFileSync(sharedDataPath(`alkamel/${file}`), 'utf8'));
    const recognised = recogniseCircuit(laps);
    expect(recognised?.circuit.id).toBe(CIRCUIT_OF_FILE[file]);
    const { lengthM } = recognised?.circuit ?? { lengthM: Number.NaN };
    expect(Math.abs((recognised?.measuredLengthM ?? 0) - lengthM) / lengthM).toBeLessThan(0.001);
  });

  // Recognition compares the shares of the lap each sector takes (a year's pace moves every sector alike), and
  // only on circuits whose typical times the catalogue holds.
  const timedFiles = files.filter((file) => circuitById(CIRCUIT_OF_FILE[file] ?? '')?.typicalSectorsMs);

  it('holds the typical sector times of the circuits of Le Mans and Spa', () => {
    expect(timedFiles).toEqual(
      expect.arrayContaining(['le-mans-2025-race-analysis.csv', 'wec-2025-spa-6h-analysis.csv']),
    );
  });

  it.each(timedFiles)("finds in %s the catalogue's typical sector shares of a lap, within 1 %", (file) => {
    const { laps } = parseAnalysisCsv(readFileSync(sharedDataPath(`alkamel/${file}`), 'utf8'));
    const typical = circuitById(CIRCUIT_OF_FILE[file] as string)?.typicalSectorsMs as readonly number[];
    const typicalLap = typical.reduce((sum, time) => sum + time, 0);
    const racing = laps.filter((lap) => lap.flag === 'GF' && !lap.pitIn && lap.pitTimeMs === null);
    const medians = (['s1Ms', 's2Ms', 's3Ms'] as const).map((sector) => {
      const times = racing.map((lap) => lap[sector]).filter((time): time is number => time !== null);
      times.sort((a, b) => a - b);
      return times[Math.floor(times.length / 2)] as number;
    });
    const lap = medians.reduce((sum, time) => sum + time, 0);
    for (const [index, median] of medians.entries()) {
      const share = median / lap;
      const typicalShare = (typical[index] as number) / typicalLap;
      expect(Math.abs(share - typicalShare) / share).toBeLessThan(0.01);
    }
  });
});

/** Laps of a lap length (m) and sector times (ms), at racing pace under green. */
function laps(lengthM: number, sectorsMs: [number, number, number], count = 40): TimedLap[] {
  const lapTimeMs = sectorsMs[0] + sectorsMs[1] + sectorsMs[2];
  return Array.from({ length: count }, (_, index) => ({
    lap: index + 2,
    lapTimeMs: lapTimeMs + index * 10,
    kph: Math.round((lengthM / ((lapTimeMs + index * 10) / 1000)) * 3.6 * 10) / 10,
    s1Ms: sectorsMs[0],
    s2Ms: sectorsMs[1],
    s3Ms: sectorsMs[2] + index * 10,
    pitIn: false,
    pitTimeMs: null,
    flag: 'GF',
  }));
}

describe('recogniseCircuit', () => {
  it('finds no circuit for laps of a length the catalogue does not hold', () => {
    expect(recogniseCircuit(laps(3_600, [30_000, 25_000, 28_000]))).toBeNull();
    expect(recogniseCircuit(laps(6_200, [40_000, 40_000, 40_000]))).toBeNull();
  });

  it("finds no circuit when the length fits one but its sectors' shares of the lap do not", () => {
    expect(recogniseCircuit(laps(7_004, [60_000, 40_000, 32_000]))).toBeNull();
    expect(recogniseCircuit(laps(7_004, [36_000, 62_200, 33_200]))?.circuit.id).toBe('spa');
  });

  it('takes the nearest length among circuits whose sectors are not measured', () => {
    expect(recogniseCircuit(laps(4_915, [30_000, 30_000, 30_000]))?.circuit.id).toBe('imola');
    expect(recogniseCircuit(laps(5_419, [35_000, 35_000, 35_000]))?.circuit.id).toBe('lusail');
    expect(recogniseCircuit(laps(5_411, [35_000, 35_000, 35_000]))?.circuit.id).toBe('bahrain');
  });

  it('reads racing laps only, and says nothing from too few of them', () => {
    const slow = laps(4_309, [30_000, 30_000, 30_000]).map((lap) => ({ ...lap, flag: 'SF' as const }));
    expect(recogniseCircuit(slow)).toBeNull();
    const pits = laps(4_309, [30_000, 30_000, 30_000]).map((lap) => ({ ...lap, pitIn: true }));
    expect(recogniseCircuit(pits)).toBeNull();
    expect(recogniseCircuit(laps(4_309, [30_000, 30_000, 30_000], 5))).toBeNull();
    expect(measureLaps(laps(4_309, [30_000, 30_000, 30_000]))?.lengthM).toBeCloseTo(4_309, -1);
  });
});
