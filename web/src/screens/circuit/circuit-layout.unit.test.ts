import { describe, expect, it } from 'vitest';
import { MeasuredLine, pathOf } from './circuit-layout.ts';
import { LE_MANS } from './le-mans-layout.ts';

describe('a measured line', () => {
  const line = new MeasuredLine(LE_MANS.track);

  it('finds the point at any share of the lap, the line at both ends', () => {
    expect(line.pointAt(0)).toEqual(LE_MANS.track[0]);
    expect(line.pointAt(1)).toEqual(LE_MANS.track.at(-1));
    const middle = line.pointAt(line.shareAt(15));
    expect(middle.x).toBeCloseTo(770);
    expect(middle.y).toBeCloseTo(660);
    expect(line.pointAt(2)).toEqual(LE_MANS.track.at(-1));
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
