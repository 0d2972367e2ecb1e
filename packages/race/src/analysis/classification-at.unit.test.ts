import { describe, expect, it } from 'vitest';
import { type ClassificationHistory, classificationAt } from './classification-at.ts';

const RULES = { minDistanceShare: 0.7, source: 'test' };

/** #83 runs to the flag; #28 retires after its 3rd lap, the only one the session saw it cross. */
function history(registered: ClassificationHistory['registered'] = []): ClassificationHistory {
  return {
    registered,
    laps: [
      { number: '83', lap: 1, crossedAtMs: 1000 },
      { number: '28', lap: 3, crossedAtMs: 2900 },
      { number: '83', lap: 2, crossedAtMs: 2000 },
      { number: '83', lap: 3, crossedAtMs: 3000 },
      { number: '83', lap: 4, crossedAtMs: 4000 },
    ],
    classOf: new Map([
      ['83', 'Hypercar'],
      ['28', 'LMP2'],
    ]),
    subclassOf: new Map(),
    states: [
      { number: '28', state: 'Retired', atMs: 3100 },
      { number: '83', state: 'Finished', atMs: 4000 },
    ],
    flagAtMs: 4000,
    completeAtMs: 4000,
    results: null,
  };
}

describe('classificationAt', () => {
  it('gives a retired car the laps it completed, not none', () => {
    const cars = classificationAt(history(), 5000, RULES);
    expect(cars.map((car) => [car.number, car.status, car.laps])).toEqual([
      ['83', 'classified', 4],
      ['28', 'DNF', 3],
    ]);
    expect(cars[1]).toMatchObject({ position: null, gapLaps: 1 });
  });

  it('counts the laps a car had when a session joined mid-race first saw it', () => {
    // Registered at 3500, as a session joined then registers them: #28 had 7 laps, more than it was seen to cross.
    const joined = history([
      { number: '28', laps: 7, lastCrossingMs: 2800, atMs: 3500 },
      { number: '83', laps: 2, lastCrossingMs: 2000, atMs: 3500 },
    ]);
    const cars = classificationAt(joined, 5000, RULES);
    expect(cars.map((car) => [car.number, car.status, car.laps])).toEqual([
      ['83', 'classified', 4],
      ['28', 'DNF', 7],
    ]);
    // Before the session saw it, it knows nothing of #28's laps but the lap it crossed.
    expect(classificationAt(joined, 3000, RULES).find((car) => car.number === '28')?.laps).toBe(3);
  });
});
