import type { SectorStarts } from '@lemans/race/circuit';

/** A point of a drawing, in its own units. */
export interface Point {
  x: number;
  y: number;
}

/** A circuit drawn as a line through its corners, in the order the cars drive it, and its pit lane. */
export interface CircuitLayout {
  name: string;
  lengthKm: number;
  viewBox: { width: number; height: number };
  /** From the finish line round to it again. */
  track: readonly Point[];
  /** The places named on the drawing, at a point of the track (its index). */
  places: readonly { name: string; at: number; dx: number; dy: number }[];
  /** Indexes of the track points where sectors 2 and 3 start. */
  sectorPoints: readonly [number, number];
  pitLane: readonly Point[];
  /** How long each sector takes a car of the field on a racing lap (ms): the pace of a car with no time yet. */
  typicalSectorsMs: readonly [number, number, number];
}

/**
 * The Circuit des 24 Heures (13.626 km), drawn by hand in its own coordinates from its public descriptions
 * (north up): the pit straight at the top right, Dunlop and the Esses to Tertre Rouge, the Mulsanne straight
 * running south with its two chicanes down to Mulsanne corner, west to Indianapolis and Arnage, then north-east
 * through the Porsche curves and the Ford chicanes back to the line. Not to scale in its corners.
 */
export const LE_MANS: CircuitLayout = {
  name: 'Circuit des 24 Heures',
  lengthKm: 13.626,
  viewBox: { width: 1000, height: 720 },
  track: [
    { x: 835, y: 112 }, // 0 ligne d'arrivée
    { x: 850, y: 150 },
    { x: 872, y: 172 }, // 2 Dunlop
    { x: 862, y: 196 },
    { x: 880, y: 230 }, // 4 pont Dunlop
    { x: 872, y: 262 }, // 5 Esses
    { x: 892, y: 290 },
    { x: 915, y: 300 }, // 7 Tertre Rouge
    { x: 896, y: 360 },
    { x: 872, y: 420 }, // 9 première chicane
    { x: 884, y: 430 },
    { x: 864, y: 440 },
    { x: 832, y: 520 }, // 12 seconde chicane
    { x: 846, y: 532 },
    { x: 824, y: 540 },
    { x: 770, y: 660 }, // 15 Mulsanne
    { x: 742, y: 668 },
    { x: 600, y: 590 },
    { x: 506, y: 548 }, // 18 Indianapolis
    { x: 480, y: 560 },
    { x: 452, y: 586 }, // 20 Arnage
    { x: 430, y: 566 },
    { x: 470, y: 510 },
    { x: 560, y: 400 },
    { x: 600, y: 330 }, // 24 virages Porsche
    { x: 640, y: 300 },
    { x: 660, y: 250 },
    { x: 700, y: 200 },
    { x: 730, y: 150 }, // 28 chicanes Ford
    { x: 752, y: 138 },
    { x: 770, y: 112 },
    { x: 800, y: 106 },
    { x: 835, y: 112 },
  ],
  places: [
    { name: 'Ligne', at: 0, dx: 14, dy: -14 },
    { name: 'Dunlop', at: 2, dx: 14, dy: 0 },
    { name: 'Esses', at: 5, dx: -58, dy: 4 },
    { name: 'Tertre Rouge', at: 7, dx: -118, dy: 22 },
    { name: 'Ligne droite des Hunaudières', at: 8, dx: -236, dy: 70 },
    { name: 'Chicanes', at: 12, dx: 22, dy: 0 },
    { name: 'Mulsanne', at: 15, dx: 12, dy: 22 },
    { name: 'Indianapolis', at: 18, dx: -24, dy: -16 },
    { name: 'Arnage', at: 20, dx: -70, dy: 22 },
    { name: 'Virages Porsche', at: 24, dx: -136, dy: 0 },
    { name: 'Chicanes Ford', at: 28, dx: -120, dy: 0 },
  ],
  sectorPoints: [8, 20],
  pitLane: [
    { x: 790, y: 128 },
    { x: 812, y: 132 },
    { x: 832, y: 146 },
    { x: 845, y: 176 },
  ],
  typicalSectorsMs: [33_500, 106_000, 71_000],
};

const distance = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);

/** A polyline measured once: where a share of its length falls. */
export class MeasuredLine {
  readonly #points: readonly Point[];
  readonly #cumulative: number[] = [0];

  constructor(points: readonly Point[]) {
    this.#points = points;
    for (let index = 1; index < points.length; index++) {
      this.#cumulative.push(
        (this.#cumulative[index - 1] as number) +
          distance(points[index - 1] as Point, points[index] as Point),
      );
    }
  }

  get length(): number {
    return this.#cumulative.at(-1) as number;
  }

  /** The share of the line's length at which its point `index` lies. */
  shareAt(index: number): number {
    return (this.#cumulative[index] as number) / this.length;
  }

  /** The point at a share of the line's length (0 its start, 1 its end). */
  pointAt(share: number): Point {
    const target = Math.min(1, Math.max(0, share)) * this.length;
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

/** Where the sectors start on the drawing, as shares of its lap. */
export function sectorStartsOf(layout: CircuitLayout, line: MeasuredLine): SectorStarts {
  return [0, line.shareAt(layout.sectorPoints[0]), line.shareAt(layout.sectorPoints[1])];
}

/** The drawing's path data ("M x y L x y ..."). */
export function pathOf(points: readonly Point[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
}
