import type { ShownRow } from '../../stores/live-rules.ts';
import { placementOf } from './car-placement.ts';
import { LE_MANS, MeasuredLine, type Point, sectorStartsOf } from './le-mans-layout.ts';

export const TRACK = new MeasuredLine(LE_MANS.track);
const PIT = new MeasuredLine(LE_MANS.pitLane);
export const SECTOR_STARTS = sectorStartsOf(LE_MANS, TRACK);
/** Followed on a phone: the map this many times closer, the car at its centre. */
const FOLLOW_ZOOM = 3;

/** What the map shows: the cars of the last frame and the race time it was read at. */
export interface MapFrame {
  cars: readonly ShownRow[];
  neutralised: boolean;
  followed: string | null;
  /** Race time of the frame (ms), and the wall clock when it was received: the race runs on from there. */
  elapsedMs: number;
  receivedAt: number;
}

/** Where each car's marker goes at race time `nowMs`. */
export function pointsAt(cars: readonly ShownRow[], nowMs: number, neutralised: boolean): Map<string, Point> {
  const points = new Map<string, Point>();
  const inPit = cars.filter((row) => row.car_state === 'InPit');
  for (const row of cars) {
    const placed = placementOf(row, SECTOR_STARTS, LE_MANS.typicalSectorsMs, nowMs, neutralised);
    if (placed.where === 'pit') {
      // Cars in the pits share out the pit lane, in the order of the ranking.
      const slot = inPit.indexOf(row);
      points.set(row.participant_number, PIT.pointAt((slot + 1) / (inPit.length + 1)));
    } else points.set(row.participant_number, TRACK.pointAt(placed.share));
  }
  return points;
}

/**
 * One frame of the map: every marker moved by its transform and the view centred on the followed car,
 * written straight into the SVG (React is not asked to render anything).
 */
export function moveMarkers(
  frame: MapFrame,
  markers: ReadonlyMap<string, SVGGElement>,
  svg: SVGSVGElement | null,
  wallNow: number,
): void {
  const points = pointsAt(frame.cars, frame.elapsedMs + (wallNow - frame.receivedAt), frame.neutralised);
  for (const [number, point] of points) {
    markers.get(number)?.setAttribute('transform', `translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})`);
  }
  const centre = frame.followed ? points.get(frame.followed) : undefined;
  const { width, height } = LE_MANS.viewBox;
  const viewBox = centre
    ? `${(centre.x - width / FOLLOW_ZOOM / 2).toFixed(1)} ${(centre.y - height / FOLLOW_ZOOM / 2).toFixed(1)} ${width / FOLLOW_ZOOM} ${height / FOLLOW_ZOOM}`
    : `0 0 ${width} ${height}`;
  // Written only when it changes: a new view box lays the whole drawing out again.
  if (svg && svg.getAttribute('viewBox') !== viewBox) svg.setAttribute('viewBox', viewBox);
}

/**
 * Moves the markers at every frame of the screen, reading the map's state through `read`; once only when
 * motion is to be reduced (the caller starts it again when a frame of the timing arrives). Gives back what
 * stops it.
 */
export function startMarkerLoop(
  read: () => MapFrame,
  markers: ReadonlyMap<string, SVGGElement>,
  svg: () => SVGSVGElement | null,
  reducedMotion: boolean,
): () => void {
  let handle = 0;
  const draw = () => {
    moveMarkers(read(), markers, svg(), Date.now());
    if (!reducedMotion) handle = requestAnimationFrame(draw);
  };
  draw();
  return () => cancelAnimationFrame(handle);
}
