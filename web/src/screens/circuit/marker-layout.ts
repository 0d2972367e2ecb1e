import type { MarkerPack } from './marker-packs.ts';
import type { Point } from './measured-line.ts';

/**
 * The markers as laid out at a drawing (packsOf), with what they were laid out for: each car's point, the
 * drawing's units in a pixel of the map, the followed car, and the wall time (ms).
 */
export interface MarkerLayout {
  packs: readonly MarkerPack[];
  points: ReadonlyMap<string, Point>;
  unitsPerPx: number;
  followed: string | null;
  at: number;
}

/**
 * A layout is laid out again at least this often (ms): between two, a pack whose cars have drawn apart, or a
 * marker stood aside whose point is free again, waits at most this long.
 */
const RELAYOUT_MS = 1000;

/**
 * The markers of `layout` moved with their cars to `points`, each by its cars' move (a pack by their mean
 * move), while that keeps them apart: while the cars' moves since the layout differ by at most `gapPx` (the
 * room kept between two markers), no two markers can have closed in on each other by more than that room.
 * Null when the markers are to be laid out again: moves that differ more, another car or set of cars, another
 * scale or followed car, or a layout older than RELAYOUT_MS. So a map draws its markers by their transforms
 * at every drawing, and lays them out (the costly part) a few times a second at most.
 */
export function movedLayout(
  layout: MarkerLayout | null,
  points: ReadonlyMap<string, Point>,
  unitsPerPx: number,
  followed: string | null,
  wallNow: number,
  gapPx: number,
): MarkerPack[] | null {
  if (
    !layout ||
    layout.unitsPerPx !== unitsPerPx ||
    layout.followed !== followed ||
    wallNow - layout.at >= RELAYOUT_MS ||
    layout.points.size !== points.size
  ) {
    return null;
  }
  const moves = new Map<string, Point>();
  // The box that holds every car's move: its diagonal bounds how much two markers' moves differ.
  let [left, right, top, bottom] = [
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ];
  for (const [number, point] of points) {
    const was = layout.points.get(number);
    if (!was) return null;
    const move = { x: point.x - was.x, y: point.y - was.y };
    moves.set(number, move);
    left = Math.min(left, move.x);
    right = Math.max(right, move.x);
    top = Math.min(top, move.y);
    bottom = Math.max(bottom, move.y);
  }
  if (moves.size > 0 && Math.hypot(right - left, bottom - top) / unitsPerPx > gapPx) return null;
  return layout.packs.map((pack) => {
    let [x, y] = [0, 0];
    for (const number of pack.numbers) {
      const move = moves.get(number) ?? { x: 0, y: 0 };
      x += move.x / pack.numbers.length;
      y += move.y / pack.numbers.length;
    }
    return { ...pack, point: { x: pack.point.x + x, y: pack.point.y + y } };
  });
}
