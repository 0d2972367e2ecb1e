import type { DrawingPoint } from '@lemans/circuits';

/** A point of a drawing, in its own units. */
export type Point = DrawingPoint;

/** A point of the line pinned at a share of the real lap (see `CircuitDrawing.pins`). */
export interface Pin {
  index: number;
  share: number;
}

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

/**
 * A polyline measured once: where a share of the lap falls on it. A line drawn to scale has no pins: a share
 * of the lap is the same share of its length. A line not to scale is pinned at points whose share of the real
 * lap is known, and a share between two pins falls between their points, in proportion to the line drawn
 * between them.
 */
export class MeasuredLine {
  readonly #points: readonly Point[];
  readonly #cumulative: number[] = [0];
  readonly #pins: readonly Pin[];

  constructor(points: readonly Point[], pins: readonly Pin[] = []) {
    this.#points = points;
    for (let index = 1; index < points.length; index++) {
      this.#cumulative.push(
        (this.#cumulative[index - 1] as number) +
          distance(points[index - 1] as Point, points[index] as Point),
      );
    }
    const last = points.length - 1;
    this.#pins =
      pins.length > 0
        ? pins
        : [
            { index: 0, share: 0 },
            { index: last, share: 1 },
          ];
  }

  get length(): number {
    return this.#cumulative.at(-1) as number;
  }

  /** The point at a share of the lap (0 its start, 1 its end). */
  pointAt(share: number): Point {
    const lapShare = Math.min(1, Math.max(0, share));
    let after = 1;
    while (after < this.#pins.length - 1 && (this.#pins[after] as Pin).share < lapShare) after++;
    const from = this.#pins[after - 1] as Pin;
    const to = this.#pins[after] as Pin;
    const start = this.#cumulative[from.index] as number;
    const end = this.#cumulative[to.index] as number;
    const span = to.share - from.share;
    return this.#pointAtLength(start + (span > 0 ? (lapShare - from.share) / span : 0) * (end - start));
  }

  /** The direction the line runs in at a share of the lap: a unit vector. */
  directionAt(share: number): Point {
    const ahead = this.pointAt(Math.min(1, share + 0.002));
    const behind = this.pointAt(Math.max(0, share - 0.002));
    const length = distance(behind, ahead) || 1;
    return { x: (ahead.x - behind.x) / length, y: (ahead.y - behind.y) / length };
  }

  #pointAtLength(target: number): Point {
    let index = 1;
    while (index < this.#points.length - 1 && (this.#cumulative[index] as number) < target) index++;
    const from = this.#points[index - 1] as Point;
    const to = this.#points[index] as Point;
    const start = this.#cumulative[index - 1] as number;
    const span = (this.#cumulative[index] as number) - start;
    const t = span > 0 ? (target - start) / span : 0;
    return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
  }
}

/** The drawing's path data ("M x y L x y ..."). */
export function pathOf(points: readonly Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
}
