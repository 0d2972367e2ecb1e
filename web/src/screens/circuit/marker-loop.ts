import { formatRaceTime } from '@lemans/race/timing';
import type { ShownRow } from '../../stores/live-rules.ts';
import { placementOf } from './car-placement.ts';
import { type DrawnCircuit, type ViewBox, viewBoxText } from './circuit-layout.ts';
import { packsOf } from './marker-packs.ts';
import type { Point } from './measured-line.ts';
import type { PackBadges, PackMarks } from './pack-badges.ts';
import { typicalSectorsOf } from './typical-sectors.ts';

/** Followed: the map this many times closer, the car at its centre. */
const FOLLOW_ZOOM = 3;
/**
 * A marker is a disc 24 px across (its ring up to 28) whatever the size of the map, so that a phone's number
 * reads as a laptop's; two markers' centres stay this far apart on screen, else their cars make a pack.
 */
export const MARKER_SPACING_PX = 28;

/** What the map shows: the circuit, the cars of the frame shown, and the race time to draw them at. */
export interface MapFrame extends PackMarks {
  circuit: DrawnCircuit;
  cars: readonly ShownRow[];
  neutralised: boolean;
  /** The race time (ms) to draw the cars at, at wall time `wallMs` (see MapClock). */
  raceTimeAt(wallMs: number): number;
}

/** Where each car's marker goes on `circuit` at race time `nowMs`. */
export function pointsAt(
  circuit: DrawnCircuit,
  cars: readonly ShownRow[],
  nowMs: number,
  neutralised: boolean,
): Map<string, Point> {
  const points = new Map<string, Point>();
  const inPit = cars.filter((row) => row.car_state === 'InPit');
  const typical = typicalSectorsOf(circuit.circuit, cars);
  for (const row of cars) {
    const placed = placementOf(row, circuit.sectors.starts, typical, nowMs, neutralised);
    if (placed.where === 'pit') {
      // Cars in the pits share out the pit lane, in the order of the ranking.
      const slot = inPit.indexOf(row);
      points.set(row.participant_number, circuit.pit.pointAt((slot + 1) / (inPit.length + 1)));
    } else points.set(row.participant_number, circuit.track.pointAt(placed.share));
  }
  return points;
}

/**
 * Between two drawings the fastest marker moves about this far on screen: a car at 300 km/h crosses a phone's
 * map at a few pixels a second, and drawing it at every frame of the screen (60 a second) would spend a phone's
 * CPU redrawing what looks the same.
 */
const STEP_PX = 0.5;
/** The longest the map waits between two drawings, for what does not move: the race clock, a paused replay. */
const MAX_PAUSE_MS = 250;

/** What a drawing placed: each car's point, in the drawing's units, and those units in a pixel of the map. */
export interface Drawn {
  points: ReadonlyMap<string, Point>;
  unitsPerPx: number;
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
}

/**
 * One frame of the map: every marker moved by its transform and kept the same size on screen, the cars too
 * close to be read gathered in packs, the view centred on the followed car, and the race time drawn in the
 * clock, written straight into the page (React is not asked to render anything).
 */
export function moveMarkers(
  frame: MapFrame,
  markers: ReadonlyMap<string, SVGGElement>,
  { svg, packs, clock }: MapElements,
  wallNow: number,
): Drawn {
  const raceMs = frame.raceTimeAt(wallNow);
  const points = pointsAt(frame.circuit, frame.cars, raceMs, frame.neutralised);
  const centre = frame.followed ? points.get(frame.followed) : undefined;
  const view = centre ? followedViewOf(frame.circuit.view, centre) : frame.circuit.view;
  // Read before anything is written, while the page's layout is still clean.
  const unitsPerPx = unitsPerPixelOf(view, svg);
  const scale = ` scale(${unitsPerPx.toFixed(3)})`;
  const gathered = packs
    ? packsOf(points, MARKER_SPACING_PX * unitsPerPx)
    : [...points].map(([number, point]) => ({ numbers: [number], point }));
  const place = (number: string, { x, y }: Point) =>
    markers.get(number)?.setAttribute('transform', `translate(${x.toFixed(1)} ${y.toFixed(1)})${scale}`);
  // Only the cars drawn alone are moved: those of a pack are hidden, and moved when they leave it. The
  // followed car's marker keeps its place, the view's centre, even in a pack.
  for (const { numbers, point } of gathered) {
    const [number] = numbers;
    if (number !== undefined && numbers.length === 1) place(number, point);
  }
  if (frame.followed && centre) place(frame.followed, centre);
  packs?.draw(gathered, markers, scale, frame);
  const viewBox = viewBoxText(view);
  // Written only when it changes: a new view box lays the whole drawing out again.
  if (svg && svg.getAttribute('viewBox') !== viewBox) svg.setAttribute('viewBox', viewBox);
  // Whole seconds: the text changes once a second at most.
  const time = formatRaceTime(raceMs);
  if (clock && clock.textContent !== time) clock.textContent = time;
  return { points, unitsPerPx };
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
export function unitsPerPixelOf(view: ViewBox, svg: SVGSVGElement | null): number {
  const width = svg?.clientWidth ?? 0;
  const height = svg?.clientHeight ?? 0;
  return width > 0 && height > 0 ? Math.max(view.width / width, view.height / height) : 1;
}

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
): () => void {
  const draw = () => moveMarkers(read(), markers, elements(), Date.now());
  if (reducedMotion) {
    draw();
    const svg = elements().svg;
    // An observer reports the size it starts with: only a size other than the one drawn at is redrawn.
    let drawnAt = svg ? `${svg.clientWidth}×${svg.clientHeight}` : '';
    const resized = new ResizeObserver(() => {
      const size = svg ? `${svg.clientWidth}×${svg.clientHeight}` : '';
      if (size === drawnAt) return;
      drawnAt = size;
      draw();
    });
    if (svg) resized.observe(svg);
    return () => resized.disconnect();
  }
  // From the next frame on, before it is painted: drawn at once, the markers would make the browser lay the
  // page out within the render that started the loop, and again for the frame.
  let handle = 0;
  let last: { drawn: Drawn; at: number } | null = null;
  let pause = 0;
  const loop = (now: number) => {
    if (last === null || now - last.at >= pause) {
      const drawn = draw();
      if (last) pause = pauseAfter(last.drawn, drawn, now - last.at);
      last = { drawn, at: now };
    }
    handle = requestAnimationFrame(loop);
  };
  handle = requestAnimationFrame(loop);
  return () => cancelAnimationFrame(handle);
}
