import { describe, expect, it } from 'vitest';
import { type MarkerLayout, movedLayout } from './marker-layout.ts';

const pointsOf = (points: Record<string, [number, number]>) =>
  new Map(Object.entries(points).map(([number, [x, y]]) => [number, { x, y }]));

/** Car 7 alone and stood aside (10 units above its point), cars 8 and 51 in a pack, laid out at 0 ms. */
const layout: MarkerLayout = {
  packs: [
    { numbers: ['7'], point: { x: 0, y: -10 }, aside: [-1, 0] },
    { numbers: ['8', '51'], point: { x: 105, y: 0 } },
  ],
  points: pointsOf({ 7: [0, 0], 8: [100, 0], 51: [110, 0] }),
  unitsPerPx: 2,
  followed: null,
  at: 0,
};

describe('movedLayout', () => {
  it('moves each marker with its car, and a pack by its cars’ mean move, while the moves differ by the gap at most', () => {
    // Every car 3 units on, car 51 one unit further: moves 1 unit apart, half a pixel (the gap: 2 px).
    expect(movedLayout(layout, pointsOf({ 7: [3, 0], 8: [103, 0], 51: [114, 0] }), 2, null, 500, 2)).toEqual([
      { numbers: ['7'], point: { x: 3, y: -10 }, aside: [-1, 0] },
      { numbers: ['8', '51'], point: { x: 108.5, y: 0 } },
    ]);
  });

  it('lays the markers out again once two cars have closed in on each other by more than the gap', () => {
    // Car 7 still, car 8 5 units (2.5 px) towards it.
    expect(
      movedLayout(layout, pointsOf({ 7: [0, 0], 8: [95, 0], 51: [110, 0] }), 2, null, 500, 2),
    ).toBeNull();
  });

  it('lays them out again for another scale, followed car or set of cars, after a second, or with none yet', () => {
    const same = pointsOf({ 7: [0, 0], 8: [100, 0], 51: [110, 0] });
    expect(movedLayout(layout, same, 2, null, 999, 2)).not.toBeNull();
    expect(movedLayout(layout, same, 1, null, 500, 2)).toBeNull();
    expect(movedLayout(layout, same, 2, '7', 500, 2)).toBeNull();
    expect(movedLayout(layout, same, 2, null, 1000, 2)).toBeNull();
    expect(movedLayout(layout, pointsOf({ 7: [0, 0], 8: [100, 0] }), 2, null, 500, 2)).toBeNull();
    expect(
      movedLayout(layout, pointsOf({ 7: [0, 0], 8: [100, 0], 50: [110, 0] }), 2, null, 500, 2),
    ).toBeNull();
    expect(movedLayout(null, same, 2, null, 500, 2)).toBeNull();
  });
});
