import { describe, expect, it } from 'vitest';
import { type Drawn, pauseAfter } from './marker-loop.ts';

const drawn = (points: Record<string, [number, number]>, unitsPerPx = 1): Drawn => ({
  points: new Map(Object.entries(points).map(([number, [x, y]]) => [number, { x, y }])),
  unitsPerPx,
  layout: null,
  size: null,
});

describe('pauseAfter', () => {
  it('waits until the fastest marker has moved half a pixel', () => {
    // Car 7 moved 2 px in 40 ms: half a pixel takes 10 ms. Car 8 moved less.
    expect(pauseAfter(drawn({ 7: [0, 0], 8: [5, 5] }), drawn({ 7: [0, 2], 8: [5, 6] }), 40)).toBeCloseTo(10);
  });

  it("reads the move in the map's pixels, not in the drawing's units", () => {
    // 2 units at 4 units a pixel: half a pixel in 40 ms, the next drawing as soon as 40 ms.
    expect(pauseAfter(drawn({ 7: [0, 0] }, 4), drawn({ 7: [2, 0] }, 4), 40)).toBeCloseTo(40);
  });

  it('waits at most a quarter of a second, when nothing moves or a car is new', () => {
    expect(pauseAfter(drawn({ 7: [3, 3] }), drawn({ 7: [3, 3] }), 16)).toBe(250);
    expect(pauseAfter(drawn({}), drawn({ 7: [3, 3] }), 16)).toBe(250);
    expect(pauseAfter(drawn({ 7: [0, 0] }), drawn({ 7: [0, 0.001] }), 100)).toBe(250);
  });
});
