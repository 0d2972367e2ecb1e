import { formatRaceTime } from '@lemans/race/timing';
import type { ShownRow } from '../../stores/live-rules.ts';
import { placementOf } from './car-placement.ts';
import { type DrawnCircuit, type ViewBox, viewBoxText } from './circuit-layout.ts';
import type { Point } from './measured-line.ts';
import { typicalSectorsOf } from './typical-sectors.ts';

/** Followed on a phone: the map this many times closer, the car at its centre. */
const FOLLOW_ZOOM = 3;

/** What the map shows: the circuit, the cars of the frame shown, and the race time to draw them at. */
export interface MapFrame {
  circuit: DrawnCircuit;
  cars: readonly ShownRow[];
  neutralised: boolean;
  followed: string | null;
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
 * One frame of the map: every marker moved by its transform, the view centred on the followed car, and the
 * race time drawn in `clock`, written straight into the page (React is not asked to render anything).
 */
export function moveMarkers(
  frame: MapFrame,
  markers: ReadonlyMap<string, SVGGElement>,
  svg: SVGSVGElement | null,
  wallNow: number,
  clock: Element | null = null,
): void {
  const raceMs = frame.raceTimeAt(wallNow);
  const points = pointsAt(frame.circuit, frame.cars, raceMs, frame.neutralised);
  for (const [number, point] of points) {
    markers.get(number)?.setAttribute('transform', `translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})`);
  }
  const centre = frame.followed ? points.get(frame.followed) : undefined;
  const { view } = frame.circuit;
  const viewBox = centre ? followedViewOf(view, centre) : viewBoxText(view);
  // Written only when it changes: a new view box lays the whole drawing out again.
  if (svg && svg.getAttribute('viewBox') !== viewBox) svg.setAttribute('viewBox', viewBox);
  // Whole seconds: the text changes once a second at most.
  const time = formatRaceTime(raceMs);
  if (clock && clock.textContent !== time) clock.textContent = time;
}

/** The view box of a followed car: the view this many times closer, the car at its centre. */
function followedViewOf(view: ViewBox, centre: Point): string {
  const width = view.width / FOLLOW_ZOOM;
  const height = view.height / FOLLOW_ZOOM;
  return `${(centre.x - width / 2).toFixed(1)} ${(centre.y - height / 2).toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`;
}

/**
 * Moves the markers at every frame of the screen, reading the map's state through `read`; once only when
 * motion is to be reduced (the caller starts it again when a frame of the timing arrives). Gives back what
 * stops it.
 */
export function startMarkerLoop(
  read: () => MapFrame,
  markers: ReadonlyMap<string, SVGGElement>,
  elements: () => { svg: SVGSVGElement | null; clock: Element | null },
  reducedMotion: boolean,
): () => void {
  let handle = 0;
  const draw = () => {
    const { svg, clock } = elements();
    moveMarkers(read(), markers, svg, Date.now(), clock);
    if (!reducedMotion) handle = requestAnimationFrame(draw);
  };
  draw();
  return () => cancelAnimationFrame(handle);
}
