import { describe, expect, it } from 'vitest';
import { LE_MANS, MeasuredLine, pathOf, sectorStartsOf } from './le-mans-layout.ts';

describe('the Le Mans drawing', () => {
  const line = new MeasuredLine(LE_MANS.track);

  it('is a closed lap whose sectors start in order, near where the timing splits it', () => {
    expect(LE_MANS.track[0]).toEqual(LE_MANS.track.at(-1));
    const [first, second, third] = sectorStartsOf(LE_MANS, line);
    expect(first).toBe(0);
    expect(second).toBeGreaterThan(0.1);
    expect(third).toBeGreaterThan(second);
    expect(third).toBeLessThan(0.85);
  });

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
