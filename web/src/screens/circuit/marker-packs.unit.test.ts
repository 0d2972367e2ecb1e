import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MarkerSpot, type PackRule, packsOf } from './marker-packs.ts';

/** Cars on a straight along x (across it: y), each marker `size` units across. */
const onStraight = (entries: [string, number][], size: number) =>
  new Map<string, MarkerSpot>(
    entries.map(([number, x]) => [
      number,
      { point: { x, y: 0 }, across: { x: 0, y: 1 }, width: size, height: size },
    ]),
  );

const rule = (overrides: Partial<PackRule> = {}): PackRule => ({
  gap: 0,
  steps: 0,
  packSize: () => ({ width: 40, height: 20 }),
  bounds: { x: -1000, y: -1000, width: 2000, height: 2000 },
  kept: null,
  ...overrides,
});

describe('packsOf', () => {
  it('leaves markers that do not overlap alone, each on its car', () => {
    expect(
      packsOf(
        onStraight(
          [
            ['7', 0],
            ['8', 20],
          ],
          20,
        ),
        rule(),
      ),
    ).toEqual([
      { numbers: ['7'], point: { x: 0, y: 0 } },
      { numbers: ['8'], point: { x: 20, y: 0 } },
    ]);
    expect(packsOf(new Map(), rule())).toEqual([]);
  });

  it('packs cars only where their markers overlap at the size they are drawn', () => {
    // 10 units apart: markers 20 units across overlap (a small map); 8 units across (a map 2.5 times larger,
    // or a closer view), they do not.
    const packed = packsOf(
      onStraight(
        [
          ['51', 100],
          ['7', 0],
          ['8', 10],
        ],
        20,
      ),
      rule(),
    );
    expect(packed).toEqual([
      { numbers: ['7', '8'], point: { x: 5, y: 0 } },
      { numbers: ['51'], point: { x: 100, y: 0 } },
    ]);
    expect(
      packsOf(
        onStraight(
          [
            ['51', 100],
            ['7', 0],
            ['8', 10],
          ],
          8,
        ),
        rule(),
      ).map((pack) => pack.numbers),
    ).toEqual([['51'], ['7'], ['8']]);
  });

  it('stands a covered marker at the nearest free place around its point before packing its car', () => {
    // The leader keeps its point; the next steps a marker's size (and the gap) across the track, the third
    // the other way.
    const cars = onStraight(
      [
        ['7', 0],
        ['8', 5],
        ['51', 10],
      ],
      20,
    );
    expect(packsOf(cars, rule({ steps: 1, gap: 2 }))).toEqual([
      { numbers: ['7'], point: { x: 0, y: 0 } },
      { numbers: ['8'], point: { x: 5, y: 22 }, aside: [1, 0] },
      { numbers: ['51'], point: { x: 10, y: -22 }, aside: [-1, 0] },
    ]);
    // Aside only within the map's frame: with the frame's edge under the straight, #51 goes along it.
    const framed = packsOf(
      cars,
      rule({ steps: 1, gap: 2, bounds: { x: -100, y: -10, width: 200, height: 200 } }),
    );
    expect(framed[2]).toEqual({ numbers: ['51'], point: { x: 32, y: 0 }, aside: [0, 1] });
    // No step allowed: the covered cars join the marker nearest to them.
    expect(packsOf(cars, rule({ steps: 0, gap: 2 })).map((pack) => pack.numbers)).toEqual([['7', '8', '51']]);
  });

  it('stands a marker aside where it stood at the last drawing while its point is still covered', () => {
    const cars = onStraight(
      [
        ['7', 0],
        ['8', 5],
      ],
      20,
    );
    // Across to the right first; but to the left again if it stood there, rather than flit across.
    expect(packsOf(cars, rule({ steps: 1, gap: 2 }))[1]?.aside).toEqual([1, 0]);
    const aside = new Map([['8', [-1, 0] as const]]);
    expect(packsOf(cars, rule({ steps: 1, gap: 2, aside }))[1]).toEqual({
      numbers: ['8'],
      point: { x: 5, y: -22 },
      aside: [-1, 0],
    });
    // Its point free again, it goes back to it.
    expect(
      packsOf(
        onStraight(
          [
            ['7', 0],
            ['8', 30],
          ],
          20,
        ),
        rule({ steps: 1, gap: 2, aside }),
      )[1],
    ).toEqual({
      numbers: ['8'],
      point: { x: 30, y: 0 },
    });
  });

  it('never packs the kept (followed) car, drawn on its point', () => {
    const packs = packsOf(
      onStraight(
        [
          ['7', 0],
          ['8', 1],
          ['51', 2],
        ],
        20,
      ),
      rule({ kept: '8' }),
    );
    expect(packs).toContainEqual({ numbers: ['8'], point: { x: 1, y: 0 } });
    expect(packs.filter((pack) => pack.numbers.includes('8'))).toHaveLength(1);
    expect(packs.find((pack) => pack.numbers.length > 1)?.numbers).toEqual(['7', '51']);
  });

  it('leaves no two markers overlapping but the kept car, and every car in exactly one', () => {
    // A whole field of 62 cars anywhere on a lap of a ring, markers of any size, one car followed or none.
    const field = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 62, maxLength: 62 });
    const followed = fc.option(fc.integer({ min: 1, max: 62 }).map(String), { nil: null });
    fc.assert(
      fc.property(field, fc.double({ min: 4, max: 60, noNaN: true }), followed, (shares, size, kept) => {
        const spots = new Map<string, MarkerSpot>(
          shares.map((share, index) => {
            const angle = 2 * Math.PI * share;
            const point = { x: 300 * Math.cos(angle), y: 300 * Math.sin(angle) };
            return [
              String(index + 1),
              { point, across: { x: Math.cos(angle), y: Math.sin(angle) }, width: size, height: size },
            ];
          }),
        );
        const packSize = (count: number) => ({ width: size * (1 + count / 10), height: size });
        const packs = packsOf(spots, rule({ gap: 1, steps: 3, packSize, kept }));
        const numbers = packs.flatMap((pack) => pack.numbers).sort((a, b) => Number(a) - Number(b));
        expect(numbers).toEqual([...spots.keys()]);
        if (kept) expect(packs).toContainEqual({ numbers: [kept], point: spots.get(kept)?.point });
        const sized = packs
          .filter((pack) => pack.numbers[0] !== kept)
          .map((pack) => ({
            ...pack,
            ...(pack.numbers.length > 1 ? packSize(pack.numbers.length) : { width: size, height: size }),
          }));
        for (const [index, a] of sized.entries()) {
          for (const b of sized.slice(index + 1)) {
            const apart =
              Math.abs(a.point.x - b.point.x) >= (a.width + b.width) / 2 + 1 - 1e-9 ||
              Math.abs(a.point.y - b.point.y) >= (a.height + b.height) / 2 + 1 - 1e-9;
            expect(apart).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });
});
