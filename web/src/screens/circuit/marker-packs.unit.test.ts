import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packsOf } from './marker-packs.ts';

const pointsOf = (entries: [string, number, number][]) =>
  new Map(entries.map(([number, x, y]) => [number, { x, y }]));

describe('packsOf', () => {
  it('leaves cars far enough apart alone, each a pack of one', () => {
    expect(
      packsOf(
        pointsOf([
          ['7', 0, 0],
          ['8', 30, 0],
        ]),
        28,
      ),
    ).toEqual([
      { numbers: ['7'], point: { x: 0, y: 0 } },
      { numbers: ['8'], point: { x: 30, y: 0 } },
    ]);
    expect(packsOf(new Map(), 28)).toEqual([]);
  });

  it('makes cars too close one pack at their mean point, listed in race order', () => {
    const packs = packsOf(
      pointsOf([
        ['51', 100, 0],
        ['7', 0, 0],
        ['8', 10, 0],
      ]),
      28,
    );
    expect(packs).toEqual([
      { numbers: ['51'], point: { x: 100, y: 0 } },
      { numbers: ['7', '8'], point: { x: 5, y: 0 } },
    ]);
  });

  it("gathers the closest cars first, then whatever their pack's point comes too close to", () => {
    // 7 and 8 (6 apart) first, at 3: 51 is then 9.5 from their pack, and joins it.
    const packs = packsOf(
      pointsOf([
        ['7', 0, 0],
        ['8', 6, 0],
        ['51', 12.5, 0],
        ['83', 40, 0],
      ]),
      10,
    );
    expect(packs.map((pack) => pack.numbers)).toEqual([['7', '8', '51'], ['83']]);
    expect(packs[0]?.point.x).toBeCloseTo(18.5 / 3, 6);

    // The pack of 7 and 8 at 3 is 10 from 51 at 13: far enough.
    expect(
      packsOf(
        pointsOf([
          ['7', 0, 0],
          ['8', 6, 0],
          ['51', 13, 0],
        ]),
        10,
      ).map((pack) => pack.numbers),
    ).toEqual([['7', '8'], ['51']]);
  });

  it('leaves no two markers closer than the distance, and every car in exactly one pack', () => {
    // A whole field of 62 cars anywhere on a lap of the ring, as far apart as the map's markers must be.
    const field = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 62, maxLength: 62 });
    fc.assert(
      fc.property(field, fc.double({ min: 5, max: 80, noNaN: true }), (shares, distance) => {
        const points = new Map(
          shares.map((share, index) => [
            String(index + 1),
            { x: 300 * Math.cos(2 * Math.PI * share), y: 300 * Math.sin(2 * Math.PI * share) },
          ]),
        );
        const packs = packsOf(points, distance);
        const numbers = packs.flatMap((pack) => pack.numbers).sort((a, b) => Number(a) - Number(b));
        expect(numbers).toEqual([...points.keys()]);
        for (const [index, a] of packs.entries()) {
          for (const b of packs.slice(index + 1)) {
            expect(Math.hypot(a.point.x - b.point.x, a.point.y - b.point.y)).toBeGreaterThanOrEqual(distance);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
