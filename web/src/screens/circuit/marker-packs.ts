import type { Point } from './measured-line.ts';

/** Where a car is on the drawing, and how much room its marker takes there (the drawing's units). */
export interface MarkerSpot {
  point: Point;
  /** The unit vector across the track at the car: the way its marker may step aside. */
  across: Point;
  width: number;
  height: number;
}

/** How the map makes room for its markers, in the drawing's units at the map's current scale. */
export interface PackRule {
  /** The room kept between two markers. */
  gap: number;
  /** How many steps (a marker's size each) a marker may stand from its car's point, across or along the track. */
  steps: number;
  /** The room a pack's marker takes, by its number of cars (its count is written out). */
  packSize(count: number): { width: number; height: number };
  /** The map's frame: a marker steps aside only within it. */
  bounds: { x: number; y: number; width: number; height: number };
  /** The car drawn alone whatever its neighbours (the followed car): never in a pack, always on its point. */
  kept: string | null;
  /**
   * Where the markers stood aside at the last drawing, by their leading car: tried again first when their
   * own point is still covered, so that a marker does not flit from one side of the track to the other.
   */
  aside?: ReadonlyMap<string, Offset>;
}

/** A marker's place off its car's point: steps across the track (to its right), and along it. */
export type Offset = readonly [across: number, along: number];

/** Cars drawn as one marker: their numbers in race order, where the marker goes, and its offset if aside. */
export interface MarkerPack {
  numbers: readonly string[];
  point: Point;
  aside?: Offset;
}

interface Item {
  numbers: string[];
  /** Where its cars are: a car's point, a pack's cars' mean point. */
  anchor: Point;
  across: Point;
  width: number;
  height: number;
}

interface Placed extends Item {
  point: Point;
  aside?: Offset;
}

/**
 * The map's markers laid out so that no two overlap at the map's scale: each car's marker on its point, or,
 * where another already covers it, the nearest free place around it (within `rule.steps` of its size); only
 * a car with no free place within that reach makes a pack with the marker nearest to it, whose larger marker
 * is laid out again with the others. So cars are packed only where their markers truly overlap at the size
 * they are drawn: a larger map or a closer view parts them. The kept car (followed) is laid first, on its
 * point, and never packed. `spots` in race order: the leaders keep their points first, and a pack lists its
 * cars in that order.
 */
export function packsOf(spots: ReadonlyMap<string, MarkerSpot>, rule: PackRule): MarkerPack[] {
  const order = new Map([...spots.keys()].map((number, index) => [number, index]));
  let items: Item[] = [...spots].map(([number, spot]) => ({
    numbers: [number],
    anchor: spot.point,
    across: spot.across,
    width: spot.width,
    height: spot.height,
  }));
  // Each round packs at least one marker into another: at most as many rounds as cars.
  for (;;) {
    const { placed, left } = laidOut(items, rule);
    if (left.length === 0) return placed.map(packOf);
    const targets = placed.filter((item) => !isKept(item, rule));
    const merge = (into: Item, item: Item) => {
      const count = into.numbers.length + item.numbers.length;
      into.anchor = {
        x: (into.anchor.x * into.numbers.length + item.anchor.x * item.numbers.length) / count,
        y: (into.anchor.y * into.numbers.length + item.anchor.y * item.numbers.length) / count,
      };
      into.numbers = [...into.numbers, ...item.numbers].sort(
        (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
      );
      Object.assign(into, rule.packSize(count));
    };
    if (targets.length === 0) {
      // Only the kept car stands, over all the others: they make one pack, on their mean point, under it.
      const [first, ...others] = left as [Item, ...Item[]];
      for (const item of others) merge(first, item);
      return [...placed, { ...first, point: first.anchor }].map(packOf);
    }
    for (const item of left) merge(nearest(targets, item.anchor), item);
    // Laid out again from their points, the places of this round forgotten.
    items = placed.map(({ point, aside, ...item }) => item);
  }
}

const packOf = ({ numbers, point, aside }: Placed): MarkerPack =>
  aside ? { numbers, point, aside } : { numbers, point };

const isKept = (item: Item, rule: PackRule) => rule.kept !== null && item.numbers[0] === rule.kept;

/**
 * One pass: the kept car first, then the packs (the largest first: they need the most room), then the cars
 * in race order, each at the first free place from its point outwards. What finds none is left.
 */
function laidOut(items: readonly Item[], rule: PackRule): { placed: Placed[]; left: Item[] } {
  const rank = (item: Item) => (isKept(item, rule) ? Number.POSITIVE_INFINITY : item.numbers.length);
  const queue = [...items].sort((a, b) => rank(b) - rank(a));
  const placed = new PlacedGrid(queue, rule.gap);
  const left: Item[] = [];
  for (const item of queue) {
    const place = isKept(item, rule) ? { point: item.anchor } : freePlaceOf(item, placed, rule);
    if (place) placed.add({ ...item, ...place });
    else left.push(item);
  }
  return { placed: placed.all, left };
}

/**
 * The first place that nothing covers, nearest the item's point first: its point, then where it stood aside
 * at the last drawing, then the places a step away across or along the track, then further, up to
 * `rule.steps` steps (a step: the marker's size and the gap). Across before along at the same distance: a
 * marker beside its car's point still says where it is.
 */
function freePlaceOf(
  item: Item,
  placed: PlacedGrid,
  rule: PackRule,
): { point: Point; aside?: Offset } | null {
  const step = Math.min(item.width, item.height) + rule.gap;
  const { x: acrossX, y: acrossY } = item.across;
  const before = rule.aside?.get(item.numbers[0] ?? '');
  const offsets = offsetsWithin(rule.steps);
  for (const [across, along] of before ? [offsets[0] as Offset, before, ...offsets.slice(1)] : offsets) {
    // Along the track is a quarter turn from across it: (x, y) turned back is (y, -x).
    const point = {
      x: item.anchor.x + (acrossX * across + acrossY * along) * step,
      y: item.anchor.y + (acrossY * across - acrossX * along) * step,
    };
    // On its own point a marker may stand at the frame's edge (its car is there); aside, only within it.
    if ((across !== 0 || along !== 0) && !inside(point, item, rule.bounds)) continue;
    if (!placed.covers(point, item)) {
      return across === 0 && along === 0 ? { point } : { point, aside: [across, along] };
    }
  }
  return null;
}

/**
 * The markers laid so far, filed by the cells of a grid a marker wide: a place is tried against the markers of
 * the cells it touches, not against every marker laid (each car tries up to (2 × steps + 1)² places, and a
 * field of 62 cars was laid out again at each drawing of the map).
 */
class PlacedGrid {
  readonly all: Placed[] = [];
  readonly #cells = new Map<number, Placed[]>();
  readonly #cell: number;
  readonly #gap: number;

  constructor(items: readonly Item[], gap: number) {
    // A cell as large as the largest marker: a box touches a few cells, never many.
    this.#cell = Math.max(1e-6, ...items.map((item) => Math.max(item.width, item.height) + gap));
    this.#gap = gap;
  }

  add(placed: Placed): void {
    this.all.push(placed);
    // Filed with the gap around it: a box within `gap` of it then shares a cell with it.
    for (const key of this.#keysOf(placed.point, placed, this.#gap)) {
      const cell = this.#cells.get(key);
      if (cell) cell.push(placed);
      else this.#cells.set(key, [placed]);
    }
  }

  /** Whether a marker of `size` at `point` would overlap one laid (`gap` apart at least). */
  covers(point: Point, size: { width: number; height: number }): boolean {
    for (const key of this.#keysOf(point, size, 0)) {
      for (const other of this.#cells.get(key) ?? []) {
        if (overlap(point, size, other.point, other, this.#gap)) return true;
      }
    }
    return false;
  }

  /** The cells a box touches, `margin` wider on each side. */
  *#keysOf(point: Point, { width, height }: { width: number; height: number }, margin: number) {
    const cellOf = (value: number) => Math.floor(value / this.#cell);
    const [left, right] = [cellOf(point.x - width / 2 - margin), cellOf(point.x + width / 2 + margin)];
    const [top, bottom] = [cellOf(point.y - height / 2 - margin), cellOf(point.y + height / 2 + margin)];
    // One number per cell: a drawing spans far fewer than 2¹⁶ cells either way.
    for (let column = left; column <= right; column++) {
      for (let row = top; row <= bottom; row++) yield (column + 32_768) * 65_536 + row + 32_768;
    }
  }
}

const offsetsBySteps = new Map<number, [number, number][]>();

/** The steps (across, along) within `steps` either way, nearest first, across before along. */
function offsetsWithin(steps: number): [number, number][] {
  let made = offsetsBySteps.get(steps);
  if (!made) {
    made = [];
    for (let across = -steps; across <= steps; across++) {
      for (let along = -steps; along <= steps; along++) made.push([across, along]);
    }
    const distance = ([across, along]: [number, number]) => across * across + along * along;
    made.sort((a, b) => distance(a) - distance(b) || Math.abs(a[1]) - Math.abs(b[1]) || b[0] - a[0]);
    offsetsBySteps.set(steps, made);
  }
  return made;
}

/** Whether two markers' boxes, `gap` apart at least, would overlap. */
function overlap(
  a: Point,
  sizeA: { width: number; height: number },
  b: Point,
  sizeB: { width: number; height: number },
  gap: number,
): boolean {
  return (
    Math.abs(a.x - b.x) < (sizeA.width + sizeB.width) / 2 + gap &&
    Math.abs(a.y - b.y) < (sizeA.height + sizeB.height) / 2 + gap
  );
}

function inside(point: Point, size: { width: number; height: number }, bounds: PackRule['bounds']): boolean {
  return (
    point.x - size.width / 2 >= bounds.x &&
    point.x + size.width / 2 <= bounds.x + bounds.width &&
    point.y - size.height / 2 >= bounds.y &&
    point.y + size.height / 2 <= bounds.y + bounds.height
  );
}

function nearest<T extends Item>(items: readonly T[], to: Point): T {
  let best = items[0] as T;
  let bestSquared = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const squared = (item.anchor.x - to.x) ** 2 + (item.anchor.y - to.y) ** 2;
    if (squared < bestSquared) {
      best = item;
      bestSquared = squared;
    }
  }
  return best;
}
