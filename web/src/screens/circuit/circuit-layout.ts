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

/** A rectangle of a drawing, as an SVG view box gives it. */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A layout with its lines measured and its view framed: what the map places the cars on. */
export interface DrawnCircuit {
  layout: CircuitLayout;
  track: MeasuredLine;
  pit: MeasuredLine;
  sectorStarts: SectorStarts;
  /** The drawing's whole extent, names of places included: the map shows no more, so a phone wastes nothing. */
  view: ViewBox;
}

export function drawnCircuitOf(layout: CircuitLayout): DrawnCircuit {
  const track = new MeasuredLine(layout.track);
  return {
    layout,
    track,
    pit: new MeasuredLine(layout.pitLane),
    sectorStarts: sectorStartsOf(layout, track),
    view: viewOf(layout),
  };
}

/** Room around the drawing for the markers (radius 13) and the track's edge. */
const MARGIN = 24;
/** A place's name, in the drawing's units (15 px type): this wide per letter, this tall above its baseline. */
const LETTER_WIDTH = 8.5;
const LETTER_HEIGHT = 15;

/** The smallest view box holding the track, the pit lane and the names of the places, with a margin. */
export function viewOf(layout: CircuitLayout): ViewBox {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const point of [...layout.track, ...layout.pitLane]) {
    xs.push(point.x);
    ys.push(point.y);
  }
  for (const place of layout.places) {
    const anchor = layout.track[place.at] as Point;
    const x = anchor.x + place.dx;
    const y = anchor.y + place.dy;
    xs.push(x, x + place.name.length * LETTER_WIDTH);
    ys.push(y - LETTER_HEIGHT, y);
  }
  const x = Math.floor(Math.min(...xs) - MARGIN);
  const y = Math.floor(Math.min(...ys) - MARGIN);
  const right = Math.ceil(Math.max(...xs) + MARGIN);
  const bottom = Math.ceil(Math.max(...ys) + MARGIN);
  return { x, y, width: right - x, height: bottom - y };
}

/** A view box as the SVG attribute writes it. */
export const viewBoxText = ({ x, y, width, height }: ViewBox) => `${x} ${y} ${width} ${height}`;
