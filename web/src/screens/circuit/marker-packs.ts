import type { Point } from './measured-line.ts';

/** Cars drawn as one marker: their numbers in the order given, and where the marker goes (their mean point). */
export interface MarkerPack {
  numbers: readonly string[];
  point: Point;
}

interface Gathering {
  numbers: string[];
  x: number;
  y: number;
}

/**
 * The map's markers once gathered so that no two are closer than `minDistance` (the units of the points):
 * the two closest are made one, at their cars' mean point, until every pair stands that far apart. A car alone
 * is a pack of one. Closest first, so that a pack forms where cars are tightest and does not swallow a car
 * that merely sits beside it; the mean point keeps a pack on the stretch of track its cars are on.
 * `points` in race order: a pack lists its cars in that order, the leader of the pack first.
 */
export function packsOf(points: ReadonlyMap<string, Point>, minDistance: number): MarkerPack[] {
  const gatherings: Gathering[] = [...points].map(([number, { x, y }]) => ({ numbers: [number], x, y }));
  const order = new Map([...points.keys()].map((number, index) => [number, index]));
  const minSquared = minDistance * minDistance;
  for (;;) {
    const closest = closestPair(gatherings);
    if (closest === null || closest.squared >= minSquared) break;
    const [first, second] = [gatherings[closest.first], gatherings[closest.second]] as [Gathering, Gathering];
    const count = first.numbers.length + second.numbers.length;
    first.x = (first.x * first.numbers.length + second.x * second.numbers.length) / count;
    first.y = (first.y * first.numbers.length + second.y * second.numbers.length) / count;
    first.numbers = [...first.numbers, ...second.numbers].sort(
      (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
    );
    gatherings.splice(closest.second, 1);
  }
  return gatherings.map(({ numbers, x, y }) => ({ numbers, point: { x, y } }));
}

/** The indexes of the two closest gatherings (first < second) and their squared distance; null under two. */
function closestPair(
  gatherings: readonly Gathering[],
): { first: number; second: number; squared: number } | null {
  // Run at every frame of the screen: plain numbers in the loop, one object at the end.
  let bestFirst = -1;
  let bestSecond = -1;
  let bestSquared = Number.POSITIVE_INFINITY;
  for (let first = 0; first < gatherings.length; first++) {
    const a = gatherings[first] as Gathering;
    for (let second = first + 1; second < gatherings.length; second++) {
      const b = gatherings[second] as Gathering;
      const squared = (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
      if (squared < bestSquared) {
        bestFirst = first;
        bestSecond = second;
        bestSquared = squared;
      }
    }
  }
  return bestFirst < 0 ? null : { first: bestFirst, second: bestSecond, squared: bestSquared };
}
