/**
 * Geometry of a circuit's centre line, from longitude/latitude to a closed line in metres that starts at the
 * finish line and runs in the direction of travel. Pure.
 */

export interface Metres {
  x: number;
  y: number;
}

/** Mean radius of the Earth (IUGG), metres. */
const EARTH_RADIUS = 6_371_008.8;

/**
 * Local equirectangular projection around the line's mean latitude and longitude, x east and y south (as
 * on the screen): over a few kilometres its error is well under a metre per kilometre.
 */
export function projectToMetres(lonLat: readonly (readonly [number, number])[]): Metres[] {
  const lon0 = lonLat.reduce((sum, [lon]) => sum + lon, 0) / lonLat.length;
  const lat0 = lonLat.reduce((sum, [, lat]) => sum + lat, 0) / lonLat.length;
  const radians = Math.PI / 180;
  const cosLat = Math.cos(lat0 * radians);
  return lonLat.map(([lon, lat]) => ({
    x: (lon - lon0) * radians * EARTH_RADIUS * cosLat,
    y: -(lat - lat0) * radians * EARTH_RADIUS,
  }));
}

/** The points of a closed line, its last point left out when it repeats the first. */
export function openLoop(points: readonly Metres[]): Metres[] {
  const first = points[0];
  const last = points.at(-1);
  const closed = first && last && first.x === last.x && first.y === last.y && points.length > 1;
  return closed ? points.slice(0, -1) : [...points];
}

/** True when a loop, y pointing down, runs clockwise as seen on the screen (positive shoelace area). */
export function runsClockwise(loop: readonly Metres[]): boolean {
  let twiceArea = 0;
  for (let index = 0; index < loop.length; index++) {
    const a = loop[index] as Metres;
    const b = loop[(index + 1) % loop.length] as Metres;
    twiceArea += a.x * b.y - b.x * a.y;
  }
  return twiceArea > 0;
}

const distance = (a: Metres, b: Metres) => Math.hypot(b.x - a.x, b.y - a.y);

/** Length of a loop, back to its first point. */
export function loopLength(loop: readonly Metres[]): number {
  let length = 0;
  for (let index = 0; index < loop.length; index++) {
    length += distance(loop[index] as Metres, loop[(index + 1) % loop.length] as Metres);
  }
  return length;
}

/**
 * A loop (in the direction of travel) cut at a point `metres` before its point `beforePoint`, as a closed
 * line from there round to it again, and the distance along it of every point of the loop.
 */
export function lineFrom(
  loop: readonly Metres[],
  beforePoint: number,
  metres: number,
): { line: Metres[]; distanceOf: (point: number) => number } {
  const count = loop.length;
  let left = metres;
  let to = beforePoint;
  for (;;) {
    const from = (to - 1 + count) % count;
    const span = distance(loop[from] as Metres, loop[to] as Metres);
    if (span >= left) {
      const a = loop[from] as Metres;
      const b = loop[to] as Metres;
      const t = span > 0 ? (span - left) / span : 0;
      const start = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      const line = [start];
      const along = new Map<number, number>();
      let travelled = left;
      along.set(to, travelled);
      for (let step = 0; step < count; step++) {
        const index = (to + step) % count;
        if (step > 0) {
          travelled += distance(loop[(index - 1 + count) % count] as Metres, loop[index] as Metres);
          along.set(index, travelled);
        }
        line.push(loop[index] as Metres);
      }
      line.push(start);
      return { line, distanceOf: (point) => along.get(point) ?? Number.NaN };
    }
    left -= span;
    to = from;
  }
}

/** Douglas–Peucker: the fewest points that keep the line within `tolerance` metres of the original. */
export function simplify(line: readonly Metres[], tolerance: number): Metres[] {
  if (line.length < 3) return [...line];
  const keep = new Array<boolean>(line.length).fill(false);
  keep[0] = true;
  keep[line.length - 1] = true;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let index = first + 1; index < last; index++) {
      const away = distanceToSegment(line[index] as Metres, line[first] as Metres, line[last] as Metres);
      if (away > farthestDistance) {
        farthest = index;
        farthestDistance = away;
      }
    }
    if (farthest > 0) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return line.filter((_, index) => keep[index]);
}

function distanceToSegment(point: Metres, a: Metres, b: Metres): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const squared = dx * dx + dy * dy;
  if (squared === 0) return distance(point, a);
  const t = Math.min(1, Math.max(0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / squared));
  return distance(point, { x: a.x + t * dx, y: a.y + t * dy });
}
