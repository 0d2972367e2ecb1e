import { describe, expect, it } from 'vitest';
import type { CarLap } from './car-lap.ts';
import { fieldSlowdowns, withFieldSlowdowns } from './field-slowdowns.ts';

const LAP_MS = 100_000;

/** Twelve cars a second apart, each lap lasting `lapMs(lap, car)`; nothing flagged. */
function field(lapMs: (lap: number, car: number) => number, laps = 40): CarLap[] {
  return Array.from({ length: 12 }, (_, car) => {
    let crossedAtMs = car * 1000;
    return Array.from({ length: laps }, (_, index) => {
      const lap = index + 1;
      const timeMs = lapMs(lap, car);
      crossedAtMs += timeMs;
      return {
        number: String(car + 1),
        lap,
        timeMs,
        crossedAtMs,
        driverId: 1,
        pitIn: false,
        pitOut: false,
        neutralised: false,
      };
    });
  }).flat();
}

describe('fieldSlowdowns', () => {
  it('finds a safety car the flags did not say from the whole field lapping far slower', () => {
    const laps = field((lap) => (lap >= 20 && lap <= 23 ? 2.5 * LAP_MS : LAP_MS));
    const [period, ...others] = fieldSlowdowns(laps);
    expect(others).toEqual([]);
    // From the start of lap 20 to the end of lap 24, the first raced lap again closing it.
    expect(period?.fromMs).toBeLessThanOrEqual(19 * LAP_MS + 1000);
    expect(period?.toMs).toBeGreaterThanOrEqual(19 * LAP_MS + 4 * 2.5 * LAP_MS);
    // Every slow lap, and around them those that ran while the field had not yet shown it (or stopped).
    const marked = new Set(withFieldSlowdowns(laps).flatMap((lap) => (lap.neutralised ? [lap.lap] : [])));
    for (const lap of [20, 21, 22, 23]) expect(marked.has(lap)).toBe(true);
    expect(Math.min(...marked)).toBeGreaterThanOrEqual(19);
    expect(Math.max(...marked)).toBeLessThanOrEqual(25);
  });

  it('leaves a car slowed alone, or a field slowed by rain, racing', () => {
    expect(fieldSlowdowns(field((lap, car) => (car === 3 && lap === 20 ? 5 * LAP_MS : LAP_MS)))).toEqual([]);
    expect(fieldSlowdowns(field((lap) => (lap >= 20 ? 1.25 * LAP_MS : LAP_MS)))).toEqual([]);
  });
});
