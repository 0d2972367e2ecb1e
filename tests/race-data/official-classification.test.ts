import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type ClassificationRow, parseClassificationCsv } from '@lemans/alkamel';
import { subclassOf, subclassOfResultClass } from '@lemans/contract';
import { type LapRecording, readRecordingFile, snapshotAt } from '@lemans/race';
import {
  type ClassificationCar,
  type ClassifiedCar,
  classificationRulesOf,
  classify,
} from '@lemans/race/analysis';
import { beforeAll, expect, it } from 'vitest';
import { describeWithSharedData, sharedDataPath } from '../support/shared-data.ts';

/**
 * The classification of Le Mans 2025 computed from its timing equals the official one of the results file:
 * positions overall and in class, laps, the car not classified, the retirements and the disqualification.
 */

const RECORDING = fileURLToPath(
  new URL('../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const LE_MANS_2025 = classificationRulesOf({
  championship: 'FIA WEC',
  season: 2025,
  circuitId: 'le-mans',
  scheduledLengthS: 24 * 3600,
});

let recording: LapRecording;
let official: ClassificationRow[];

/** Each car as the timing leaves it at a race time, with or without the results file's line. */
function carsAt(raceTimeMs: number, withResults: boolean): ClassificationCar[] {
  const snapshot = snapshotAt(recording, raceTimeMs);
  return snapshot.entries.map((entry) => ({
    number: entry.number,
    category: entry.category,
    subclass: subclassOf(entry.group),
    laps: entry.lap,
    lastCrossingMs: entry.lap > 0 ? entry.lastPassingTime : null,
    state: entry.state === 'InPit' ? 'InPit' : entry.state,
    official: withResults
      ? (recording.cars.find((car) => car.number === entry.number)?.result ?? null)
      : null,
  }));
}

const numbersOf = (rows: readonly { number: string }[]) => rows.map((row) => row.number);
/** "LMP2(Pro-Am)" cars are LMP2 cars, placed in the LMP2 class. */
const classOf = (className: string) => className.toUpperCase().replace(/\(.*\)$/, '');

beforeAll(async () => {
  recording = await readRecordingFile(RECORDING);
});

describeWithSharedData('the classification of Le Mans 2025', () => {
  beforeAll(async () => {
    const text = await readFile(sharedDataPath('classification/le-mans-results-1923-2026.csv'), 'utf8');
    official = parseClassificationCsv(text, 2025);
  });

  function expectOfficial(table: ClassifiedCar[]) {
    // The results file gives #99 and #007 both 13th; the official PDF has #007 14th.
    const classified = official.filter((row) => row.status === 'classified');
    expect(numbersOf(table.filter((row) => row.status === 'classified'))).toEqual(numbersOf(classified));
    for (const [index, row] of classified.entries()) {
      const ours = table[index] as ClassifiedCar;
      expect(ours.position, row.number).toBe(index + 1);
      expect(ours.laps, row.number).toBe(row.laps);
      const sameClass = classified.filter((other) => classOf(other.className) === classOf(row.className));
      expect(ours.classPosition, row.number).toBe(sameClass.indexOf(row) + 1);
      const subclass = subclassOfResultClass(row.className);
      const sameSubclass = sameClass.filter((other) => subclassOfResultClass(other.className) === subclass);
      expect(ours.subclass, row.number).toBe(subclass);
      expect(ours.subclassPosition, row.number).toBe(subclass ? sameSubclass.indexOf(row) + 1 : null);
    }
    for (const status of ['NC', 'DNF', 'DSQ'] as const) {
      const theirs = official.filter((row) => row.status === status);
      const ours = table.filter((row) => row.status === status);
      expect(numbersOf(ours), status).toEqual(numbersOf(theirs));
      expect(
        ours.map((row) => row.laps),
        status,
      ).toEqual(theirs.map((row) => row.laps));
      for (const row of ours) expect(row.position, row.number).toBeNull();
    }
    expect(table).toHaveLength(
      classified.length + official.filter((row) => row.status !== 'classified').length,
    );
  }

  it('is the official one from the timing and the results file', () => {
    const table = classify(
      carsAt(recording.meta.durationMs, true),
      { flagged: true, complete: true },
      LE_MANS_2025,
    );
    expectOfficial(table);
    expect(table.find((row) => row.number === '59')).toMatchObject({
      status: 'NC',
      reason: 'Not running at race end',
      gapLaps: 387 - 314,
    });
    expect(table.find((row) => row.number === '28')).toMatchObject({ status: 'DNF', gapLaps: 79, laps: 308 });
    expect(table.at(-1)).toMatchObject({ number: '50', status: 'DSQ', gapLaps: null, gapMs: null });
  });

  it('is the official one from the timing alone, by the 70 % rule and the cars at the flag', () => {
    const table = classify(
      carsAt(recording.meta.durationMs, false),
      { flagged: true, complete: true },
      LE_MANS_2025,
    );
    expectOfficial(table);
    expect(table.find((row) => row.number === '59')).toMatchObject({
      status: 'NC',
      reason: "n'a pas franchi la ligne d'arrivée",
    });
  });

  it('measures every gap against the winner at the flag, and class gaps against the class winner', () => {
    const table = classify(
      carsAt(recording.meta.durationMs, true),
      { flagged: true, complete: true },
      LE_MANS_2025,
    );
    expect(table[0]).toMatchObject({ number: '83', gapLaps: null, gapMs: null });
    expect(table[1]).toMatchObject({ number: '6', gapLaps: 0, gapMs: 14_084 });
    expect(table.find((row) => row.number === '7')).toMatchObject({ gapLaps: 1, gapMs: null });
    expect(table.find((row) => row.number === '43')).toMatchObject({ classPosition: 1, classGapLaps: null });
    // LMP2 Pro-Am: #199 third of LMP2 and winner of its sub-class, #29 second on one lap less.
    expect(table.find((row) => row.number === '199')).toMatchObject({
      classPosition: 3,
      subclass: 'PRO_AM',
      subclassPosition: 1,
      subclassGapLaps: null,
    });
    expect(table.find((row) => row.number === '29')).toMatchObject({
      subclassPosition: 2,
      subclassGapLaps: 1,
    });
    expect(table.find((row) => row.number === '92')).toMatchObject({ gapLaps: 46, classPosition: 1 });
    expect(table.find((row) => row.number === '21')).toMatchObject({ classGapLaps: 0, classGapMs: 33_259 });
    expect(table.find((row) => row.number === '78')).toMatchObject({
      status: 'DNF',
      classGapLaps: 341 - 268,
    });
  });

  it('leaves a car still on its last lap running until it takes the flag', () => {
    // 24:03:00: #83 has taken the flag, #6 is a few seconds from it.
    const at = (24 * 3600 + 3 * 60) * 1000;
    const table = classify(carsAt(at, false), { flagged: true, complete: false }, LE_MANS_2025);
    expect(table.find((row) => row.number === '83')?.status).toBe('classified');
    expect(table.find((row) => row.number === '6')).toMatchObject({
      status: 'running',
      position: 2,
      laps: 386,
    });
    expect(table.find((row) => row.number === '59')?.status).toBe('running');
  });

  it('during the race, keeps retired cars below the running ones with their laps behind the leader', () => {
    const at = 21 * 3600 * 1000;
    const table = classify(carsAt(at, false), { flagged: false, complete: false }, LE_MANS_2025);
    const retired = table.filter((row) => row.status === 'DNF');
    expect(retired.map((row) => row.number)).toContain('28');
    expect(table.slice(-retired.length)).toEqual(retired);
    const leader = table[0] as ClassifiedCar;
    const car28 = retired.find((row) => row.number === '28') as ClassifiedCar;
    expect(car28.gapLaps).toBe(leader.laps - 308);
    expect(table.every((row) => row.status === 'running' || row.status === 'DNF')).toBe(true);
  });
});
