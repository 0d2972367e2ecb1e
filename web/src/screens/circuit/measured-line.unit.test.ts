import { describe, expect, it } from 'vitest';
import { MeasuredLine, pathOf } from './measured-line.ts';

/** An L: 300 units east, then 100 south. */
const L_SHAPE = [
  { x: 0, y: 0 },
  { x: 300, y: 0 },
  { x: 300, y: 100 },
];

describe('a measured line', () => {
  it('finds the point at any share of a line to scale, its ends at 0 and 1 and past them', () => {
    const line = new MeasuredLine(L_SHAPE);
    expect(line.length).toBe(400);
    expect(line.pointAt(0)).toEqual({ x: 0, y: 0 });
    expect(line.pointAt(0.5)).toEqual({ x: 200, y: 0 });
    expect(line.pointAt(0.875)).toEqual({ x: 300, y: 50 });
    expect(line.pointAt(1)).toEqual({ x: 300, y: 100 });
    expect(line.pointAt(2)).toEqual({ x: 300, y: 100 });
    expect(line.pointAt(-1)).toEqual({ x: 0, y: 0 });
  });

  it('puts a share of the real lap between the pins of a line not to scale', () => {
    // The corner is pinned at a fifth of the lap: the first fifth runs along the 300 units east.
    const line = new MeasuredLine(L_SHAPE, [
      { index: 0, share: 0 },
      { index: 1, share: 0.2 },
      { index: 2, share: 1 },
    ]);
    expect(line.pointAt(0.1)).toEqual({ x: 150, y: 0 });
    expect(line.pointAt(0.2)).toEqual({ x: 300, y: 0 });
    expect(line.pointAt(0.6)).toEqual({ x: 300, y: 50 });
  });

  it('says which way the line runs', () => {
    const line = new MeasuredLine(L_SHAPE);
    expect(line.directionAt(0.25)).toEqual({ x: 1, y: 0 });
    expect(line.directionAt(1)).toEqual({ x: 0, y: 1 });
  });

  it('writes the path data of a line', () => {
    expect(
      pathOf([
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toBe('M1 2 L3 4');
  });
});
