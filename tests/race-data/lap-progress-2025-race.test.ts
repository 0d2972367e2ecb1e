import { readFile } from 'node:fs/promises';
import { type AnalysisLap, parseAnalysisCsv } from '@lemans/alkamel';
import { type CarClock, expectedSectorsOf, lapProgress, type SectorStarts } from '@lemans/circuits';
import { beforeAll, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../support/shared-data.ts';

/** Sector lines of the Circuit des 24 Heures as shares of its 13.626 km, near enough for the property. */
const STARTS: SectorStarts = [0, 0.2, 0.62];
const TYPICAL: [number, number, number] = [33_000, 105_000, 70_000];
/** Between two crossings, the estimate is read this often. */
const STEP_MS = 2000;

/**
 * The estimate of where a car is, replayed over the whole 2025 race as the timing would have fed it: at each
 * crossing of a timing line the anchors move on (the sector times of the lap in progress, the line crossing),
 * the expected pace is the car's last lap.
 */
describeWithSharedData('the lap progress estimate over the 2025 race', () => {
  let laps: AnalysisLap[];

  beforeAll(async () => {
    laps = parseAnalysisCsv(
      await readFile(sharedDataPath('alkamel/le-mans-2025-race-analysis.csv'), 'utf8'),
    ).laps;
  });

  it("is at each sector's line at every real crossing, and between crossings stays in its sector, never going backwards", () => {
    const cars = new Map<string, AnalysisLap[]>();
    for (const lap of laps) cars.set(lap.number, [...(cars.get(lap.number) ?? []), lap]);
    let crossings = 0;
    let samples = 0;
    for (const carLaps of cars.values()) {
      carLaps.sort((a, b) => a.lap - b.lap);
      const best: [number | null, number | null, number | null] = [null, null, null];
      for (let index = 1; index < carLaps.length; index++) {
        const previous = carLaps[index - 1] as AnalysisLap;
        const lap = carLaps[index] as AnalysisLap;
        const sectors = [lap.s1Ms, lap.s2Ms, lap.s3Ms];
        // Laps without all three sectors (a few in the file) say too little to replay.
        if (sectors.some((time) => time === null || !(time > 0))) continue;
        const [s1, s2] = sectors as [number, number, number];
        const last: [number | null, number | null, number | null] = [
          previous.s1Ms,
          previous.s2Ms,
          previous.s3Ms,
        ];
        const base: CarClock = {
          lastCrossingMs: previous.elapsedMs,
          currentSectors: [null, null, null],
          expectedSectorsMs: expectedSectorsOf(last, best, TYPICAL),
          neutralised: lap.flag === 'FCY' || lap.flag === 'SF',
        };
        const lines = [
          previous.elapsedMs,
          previous.elapsedMs + s1,
          previous.elapsedMs + s1 + s2,
          lap.elapsedMs,
        ];
        const clocks: CarClock[] = [
          base,
          { ...base, currentSectors: [s1, null, null] },
          { ...base, currentSectors: [s1, s2, null] },
        ];
        for (const sector of [0, 1, 2] as const) {
          const from = lines[sector] as number;
          const until = lines[sector + 1] as number;
          const start = STARTS[sector];
          const end = sector === 2 ? 1 : STARTS[(sector + 1) as 1 | 2];
          // At the crossing that opened the sector: exactly at its line.
          expect(lapProgress(clocks[sector] as CarClock, STARTS, from)).toBe(start);
          crossings++;
          let before = start;
          for (let at = from + STEP_MS; at < until; at += STEP_MS) {
            const progress = lapProgress(clocks[sector] as CarClock, STARTS, at) as number;
            if (progress < before || progress < start || progress > end) {
              throw new Error(
                `#${lap.number} tour ${lap.lap} secteur ${sector + 1} : ${progress} après ${before}`,
              );
            }
            before = progress;
            samples++;
          }
        }
        for (const index of [0, 1, 2] as const) {
          const time = sectors[index] as number;
          if (best[index] === null || time < (best[index] as number)) best[index] = time;
        }
      }
    }
    // Some 60,000 sector crossings and a few million readings between them.
    expect(crossings).toBeGreaterThan(55_000);
    expect(samples).toBeGreaterThan(1_000_000);
  });
});
