import { readFileSync } from 'node:fs';
import { circuitById } from '@lemans/circuits';
import { expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../../../tests/support/shared-data.ts';
import { type AnalysisLap, parseAnalysisCsv } from './analysis-csv.ts';

/*
 * The catalogue's sector shares, measured again from the 2025 lap tables as its comment says: at one steady
 * speed (a neutralisation) a sector's share of the lap's length is its share of the time.
 */

const SECTORS = ['s1Ms', 's2Ms', 's3Ms'] as const;

const lapsOf = (file: string) =>
  parseAnalysisCsv(readFileSync(sharedDataPath(`alkamel/${file}`), 'utf8')).laps.filter(
    (lap) => !lap.pitIn && lap.pitTimeMs === null,
  );

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const normalised = (values: number[]) => values.map((value) => value / values.reduce((sum, v) => sum + v, 0));

describeWithSharedData('sector shares measured at the neutralised pace', () => {
  it('Spa: the laps driven whole at 78-82 km/h, KPH × each sector time', () => {
    const steady = lapsOf('wec-2025-spa-6h-analysis.csv').filter(
      (lap) =>
        lap.kph !== null && lap.kph >= 78 && lap.kph <= 82 && SECTORS.every((sector) => lap[sector] !== null),
    );
    expect(steady.length).toBe(21);
    const shares = steady.map((lap) =>
      normalised(SECTORS.map((sector) => ((lap.kph as number) / 3.6) * (lap[sector] as number))),
    );
    const measured = normalised([0, 1, 2].map((index) => median(shares.map((lap) => lap[index] as number))));
    const catalogued = circuitById('spa')?.sectorShares ?? [];
    for (const [index, share] of measured.entries())
      expect(share).toBeCloseTo(catalogued[index] as number, 3);
  });

  it('Le Mans: the sector times of cars neutralised through the whole sector, sector by sector', () => {
    const laps = lapsOf('le-mans-2025-race-analysis.csv');
    const gathered = (sector: (typeof SECTORS)[number], fromS: number, toS: number) =>
      laps
        .map((lap: AnalysisLap) => lap[sector])
        .filter((time): time is number => time !== null && time >= fromS * 1000 && time <= toS * 1000);
    const s1 = gathered('s1Ms', 84, 87);
    const s2 = gathered('s2Ms', 258, 262);
    const s3 = gathered('s3Ms', 257, 262);
    expect([s1.length, s2.length, s3.length]).toEqual([62, 39, 25]);
    const measured = normalised([median(s1), median(s2), median(s3)]);
    const catalogued = circuitById('le-mans')?.sectorShares ?? [];
    for (const [index, share] of measured.entries())
      expect(share).toBeCloseTo(catalogued[index] as number, 3);
  });
});
