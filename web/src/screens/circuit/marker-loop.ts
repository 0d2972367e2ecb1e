import { formatRaceTime } from '@lemans/contract/timing';
import type { ShownRow } from '../../stores/live-rules.ts';
import { placementOf } from './car-placement.ts';
import { type DrawnCircuit, type ViewBox, viewBoxText } from './circuit-layout.ts';
import { packCountOf } from './map-texts.ts';
import { type MarkerLayout, movedLayout } from './marker-layout.ts';
import { type MarkerPack, type MarkerSpot, type Offset, packsOf } from './marker-packs.ts';
import {
  MARKER_GAP_PX,
  MARKER_SIZE_PX,
  PACK_BEHIND_PX,
  PACK_HEIGHT_PX,
  packWidthPx,
  shapeOf,
} from './marker-shapes.ts';
import type { Point } from './measured-line.ts';
import type { PackBadges, PackMarks } from './pack-badges.ts';
import { typicalSectorsOf } from './typical-sectors.ts';

/** Followed: the map this many times closer, the car at its centre. */
const FOLLOW_ZOOM = 3;
/**
 * How many steps (a marker's size each) a car's marker may stand from its point, across or along the track,
 * where others already cover it, before its car joins a pack: at Le Mans mid-race, on a laptop, more than two
 * thirds of the field are then drawn apart; a marker aside is tied to its car's point by a line.
 */
const MARKER_STEPS = 3;

/** What the map shows: the circuit, the cars of the frame shown, and the race time to draw them at. */
export interface MapFrame extends PackMarks {
  circuit: DrawnCircuit;
  cars: readonly ShownRow[];
  neutralised: boolean;
  /** The race time (ms) to draw the cars at, at wall time `wallMs` (see MapClock). */
  raceTimeAt(wallMs: number): number;
}

/** Where a car is on the drawing, and the way across the track (or the pit lane) there: a unit vector. */
export interface TrackPlace {
  point: Point;
  across: Point;
}

/** Where each car is on `circuit` at race time `nowMs`. */
export function placesAt(
  circuit: DrawnCircuit,
  cars: readonly ShownRow[],
  nowMs: number,
  neutralised: boolean,
): Map<string, TrackPlace> {
  const places = new Map<string, TrackPlace>();
  const inPit = cars.filter((row) => row.car_state === 'InPit');
  const typical = typicalSectorsOf(circuit.circuit, cars);
  const placeOn = (line: DrawnCircuit['track'], share: number): TrackPlace => {
    const { x, y } = line.directionAt(share);
    // With y pointing down, the right of a heading (x, y) is (-y, x).
    return { point: line.pointAt(share), across: { x: -y, y: x } };
  };
  for (const row of cars) {
    const placed = placementOf(row, circuit.sectors.starts, typical, nowMs, neutralised);
    // Cars in the pits share out the pit lane, in the order of the ranking.
    const place =
      placed.where === 'pit'
        ? placeOn(circuit.pit, (inPit.indexOf(row) + 1) / (inPit.length + 1))
        : placeOn(circuit.track, placed.share);
    places.set(row.participant_number, place);
  }
  return places;
}

/**
 * The map's markers laid out at `unitsPerPx` (the drawing's units in a pixel of the map): each car's marker
 * at its size on screen, packs only where markers would overlap (packsOf); the followed car never in one.
 */
export function markersAt(
  cars: readonly ShownRow[],
  places: ReadonlyMap<string, TrackPlace>,
  view: ViewBox,
  unitsPerPx: number,
  followed: string | null,
  aside?: ReadonlyMap<string, Offset>,
): MarkerPack[] {
  const spots = new Map<string, MarkerSpot>();
  for (const row of cars) {
    const place = places.get(row.participant_number);
    if (!place) continue;
    const size = MARKER_SIZE_PX[shapeOf(row.category_label)] * unitsPerPx;
    spots.set(row.participant_number, { ...place, width: size, height: size });
  }
  return packsOf(spots, {
    gap: MARKER_GAP_PX * unitsPerPx,
    steps: MARKER_STEPS,
    // With the card behind it, a pack's marker stands PACK_BEHIND_PX higher and wider.
    packSize: (count) => ({
      width: (packWidthPx(packCountOf(count)) + PACK_BEHIND_PX) * unitsPerPx,
      height: (PACK_HEIGHT_PX + PACK_BEHIND_PX) * unitsPerPx,
    }),
    bounds: view,
    kept: followed,
    aside,
  });
}

/**
 * Between two drawings the fastest marker moves about this far on screen: a car at 300 km/h crosses a phone's
 * map at a few pixels a second, and drawing it at every frame of the screen (60 a second) would spend a phone's
 * CPU redrawing what looks the same.
 */
const STEP_PX = 0.5;
/** The longest the map waits between two drawings, for what does not move: the race clock, a paused replay. */
const MAX_PAUSE_MS = 250;

/**
 * What a drawing placed: each car's point, in the drawing's units, and those units in a pixel of the map; the
 * markers' last layout (kept to the next drawings: moved with the cars while it holds, see movedLayout).
 */
export interface Drawn {
  points: ReadonlyMap<string, Point>;
  unitsPerPx: number;
  layout: MarkerLayout | null;
  /** The map's size it was drawn at. */
  size: MapSize | null;
}

/** The map's box on screen, in CSS px. */
export interface MapSize {
  width: number;
  height: number;
}

/**
 * How long to wait after a drawing before the next, from how far the markers moved since the one before it
 * (`elapsedMs` earlier): the fastest should move STEP_PX per drawing. At most MAX_PAUSE_MS.
 */
export function pauseAfter(before: Drawn, after: Drawn, elapsedMs: number): number {
  let moved = 0;
  for (const [number, point] of after.points) {
    const was = before.points.get(number);
    if (was) moved = Math.max(moved, Math.hypot(point.x - was.x, point.y - was.y));
  }
  const movedPx = moved / after.unitsPerPx;
  if (movedPx === 0) return MAX_PAUSE_MS;
  return Math.min(MAX_PAUSE_MS, (STEP_PX / movedPx) * elapsedMs);
}

/** What a frame of the map writes into: the drawing, its packs' layer, and the race clock's text. */
export interface MapElements {
  svg: SVGSVGElement | null;
  packs: PackBadges | null;
  clock: Element | null;
  /** The map's size as last observed; measured on the drawing when not given. */
  size?: MapSize | null;
}

/**
 * One frame of the map: every marker moved by its transform and kept the same size on screen, the cars too
 * close to be read gathered in packs, the view centred on the followed car, and the race time drawn in the
 * clock, written straight into the page (React is not asked to render anything).
 */
export function moveMarkers(
  frame: MapFrame,
  markers: ReadonlyMap<string, SVGGElement>,
  { svg, packs, clock, size = sizeOf(svg) }: MapElements,
  wallNow: number,
  before: Drawn | null = null,
): Drawn {
  const raceMs = frame.raceTimeAt(wallNow);
  const places = placesAt(frame.circuit, frame.cars, raceMs, frame.neutralised);
  const centre = frame.followed ? places.get(frame.followed)?.point : undefined;
  const view = centre ? followedViewOf(frame.circuit.view, centre) : frame.circuit.view;
  const unitsPerPx = unitsPerPixelOf(view, size);
  const scale = ` scale(${unitsPerPx.toFixed(3)})`;
  const points = new Map([...places].map(([number, { point }]) => [number, point]));
  // Laid out again only when the last layout no longer holds; meanwhile its markers move with their cars.
  const kept = before?.layout ?? null;
  const moved = packs ? movedLayout(kept, points, unitsPerPx, frame.followed, wallNow, MARKER_GAP_PX) : null;
  const layout =
    packs && !moved
      ? {
          packs: markersAt(frame.cars, places, view, unitsPerPx, frame.followed, asideOf(kept)),
          points,
          unitsPerPx,
          followed: frame.followed,
          at: wallNow,
        }
      : kept;
  const gathered: readonly MarkerPack[] = !packs
    ? [...points].map(([number, point]) => ({ numbers: [number], point }))
    : (moved ?? layout?.packs ?? []);
  // Only the cars drawn alone are moved: those of a pack are hidden, and moved when they leave it. A marker
  // stood aside is tied to its car's point by its line (drawn in the marker's own pixels).
  for (const { numbers, point } of gathered) {
    const [number] = numbers;
    const marker = number !== undefined && numbers.length === 1 ? markers.get(number) : undefined;
    const car = number !== undefined ? places.get(number)?.point : undefined;
    if (!marker || !car) continue;
    const transform = `translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})${scale}`;
    // Written only when it changes: a marker that has not moved (a paused replay, a car in the pits) is not
    // painted again.
    if (marker.getAttribute('transform') !== transform) marker.setAttribute('transform', transform);
    tieToCar(marker, (car.x - point.x) / unitsPerPx, (car.y - point.y) / unitsPerPx);
  }
  packs?.draw(gathered, markers, scale, frame);
  const viewBox = viewBoxText(view);
  // Written only when it changes: a new view box lays the whole drawing out again.
  if (svg && svg.getAttribute('viewBox') !== viewBox) svg.setAttribute('viewBox', viewBox);
  // Whole seconds: the text changes once a second at most.
  const time = formatRaceTime(raceMs);
  if (clock && clock.textContent !== time) clock.textContent = time;
  return { points, unitsPerPx, layout, size };
}

/** The markers a layout stood aside, by their leading car: tried there first at the next (see PackRule). */
function asideOf(layout: MarkerLayout | null): Map<string, Offset> {
  const aside = new Map<string, Offset>();
  for (const pack of layout?.packs ?? []) if (pack.aside) aside.set(pack.numbers[0] ?? '', pack.aside);
  return aside;
}

/** A marker's line to its car's point, `dx` and `dy` px from the marker; none while it stands on it. */
function tieToCar(marker: SVGGElement, dx: number, dy: number): void {
  const line = marker.firstElementChild;
  if (!line) return;
  const [x, y] = Math.hypot(dx, dy) < 1 ? ['0', '0'] : [dx.toFixed(1), dy.toFixed(1)];
  if (line.getAttribute('x2') !== x) line.setAttribute('x2', x);
  if (line.getAttribute('y2') !== y) line.setAttribute('y2', y);
}

/** The view box of a followed car: the view this many times closer, the car at its centre. */
function followedViewOf(view: ViewBox, centre: Point): ViewBox {
  const width = view.width / FOLLOW_ZOOM;
  const height = view.height / FOLLOW_ZOOM;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    x: round(centre.x - width / 2),
    y: round(centre.y - height / 2),
    width: round(width),
    height: round(height),
  };
}

/** The drawing's units in a pixel of the map, the view fitted whole in the drawing's box; 1 while unsized. */
export function unitsPerPixelOf(view: ViewBox, size: MapSize | null): number {
  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  return width > 0 && height > 0 ? Math.max(view.width / width, view.height / height) : 1;
}

/** The drawing's size on screen, read from the page's layout (which the browser lays out first if it must). */
export const sizeOf = (svg: SVGSVGElement | null): MapSize | null =>
  svg ? { width: svg.clientWidth, height: svg.clientHeight } : null;

/**
 * Moves the markers, reading the map's state through `read`: at the next frame of the screen, then as often
 * as they move half a pixel (pauseAfter); when motion is to be reduced, once, and again only when the map
 * changes size (the markers' size and the packs follow it). The caller starts it again when the map's state
 * changes (a frame of the timing, a car followed): that draws at the next frame. Gives back what stops it.
 */
export function startMarkerLoop(
  read: () => MapFrame,
  markers: ReadonlyMap<string, SVGGElement>,
  elements: () => MapElements,
  reducedMotion: boolean,
  /** The last drawing, kept by the caller from one loop to the next (a loop lasts a frame of the timing). */
  last: { current: Drawn | null },
): () => void {
  const svg = elements().svg;
  // The map's size kept from the last drawing (measured at the first), then as the observer reports it: read
  // in a frame after the markers were written, it would make the browser lay the page out twice.
  let size = last.current?.size ?? sizeOf(svg);
  const draw = () => {
    last.current = moveMarkers(read(), markers, { ...elements(), size }, Date.now(), last.current);
    return last.current;
  };
  const resized = new ResizeObserver(([entry]) => {
    if (!entry) return;
    const { width, height } = entry.contentRect;
    // An observer reports the size it starts with: only another size is drawn again.
    if (size && size.width === width && size.height === height) return;
    size = { width, height };
    if (reducedMotion) draw();
  });
  if (svg) resized.observe(svg);
  if (reducedMotion) {
    draw();
    return () => resized.disconnect();
  }
  // From the next frame on, before it is painted: drawn at once, the markers would make the browser lay the
  // page out within the render that started the loop, and again for the frame. A hidden page is given no
  // frames, so the loop rests with it.
  let handle = 0;
  let previous: { drawn: Drawn; at: number } | null = null;
  let pause = 0;
  const loop = (now: number) => {
    if (previous === null || now - previous.at >= pause) {
      const drawn = draw();
      if (previous) pause = pauseAfter(previous.drawn, drawn, now - previous.at);
      previous = { drawn, at: now };
    }
    handle = requestAnimationFrame(loop);
  };
  handle = requestAnimationFrame(loop);
  return () => {
    cancelAnimationFrame(handle);
    resized.disconnect();
  };
}
