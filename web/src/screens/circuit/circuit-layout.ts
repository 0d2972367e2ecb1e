import {
  type Circuit,
  type CircuitSectors,
  type DrawingKind,
  schematicDrawing,
  sectorsOf,
} from '@lemans/circuits';
import { t } from '../../i18n/i18n.ts';
import { MeasuredLine, type Point } from './measured-line.ts';

/** A rectangle of a drawing, as an SVG view box gives it. */
export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A named place as the map writes it: its point on the track, and where its name starts. */
export interface DrawnPlace {
  name: string;
  point: Point;
  label: Point;
}

/** A circuit made ready for the map: its lines measured, its places and sector lines placed, its view framed. */
export interface DrawnCircuit {
  /** The catalogued circuit; null when the session's circuit is not known (yet): the schematic is drawn. */
  circuit: Circuit | null;
  name: string;
  /** Null when not known. */
  lengthKm: number | null;
  kind: DrawingKind;
  track: MeasuredLine;
  trackPoints: readonly Point[];
  pit: MeasuredLine;
  pitPoints: readonly Point[];
  sectors: CircuitSectors;
  /** The lines where sectors 2 and 3 start. */
  sectorLines: readonly { name: 'S2' | 'S3'; point: Point }[];
  /** The finish line, and the angle (degrees) of the track there. */
  finish: { point: Point; angle: number };
  places: readonly DrawnPlace[];
  /** The drawing's whole extent, names of places included: the map shows no more, so a phone wastes nothing. */
  view: ViewBox;
}

/** A pit lane not known is drawn beside the line, over this share of the lap either side. */
const PIT_BESIDE_LINE = 0.04;
/** How far beside the track the pit lane is drawn, and a place's name is written (drawing units). */
const PIT_OFFSET = 16;
const LABEL_OFFSET = 18;
/** A place's name, in the drawing's units (15 px type): this wide per letter, this tall above its baseline. */
const LETTER_WIDTH = 8.5;
const LETTER_HEIGHT = 15;
/** Room around the drawing for the markers (radius 13) and the track's edge. */
const MARGIN = 24;

/**
 * The map's circuit: the catalogued circuit's drawing, its places, sector lines and pit lane; for a circuit
 * not known, the schematic ring, cut in thirds, with nothing named.
 */
export function drawnCircuitOf(circuit: Circuit | null): DrawnCircuit {
  const drawing = circuit?.drawing ?? schematicDrawing('clockwise');
  const track = new MeasuredLine(drawing.track, drawing.pins);
  const clockwise = (circuit?.direction ?? 'clockwise') === 'clockwise';
  const pitPoints = drawing.pitLane ?? besideTrack(track, circuit?.pitLane ?? null, clockwise);
  const sectors = sectorsOf(circuit);
  const places = (circuit?.landmarks ?? []).map((landmark): DrawnPlace => {
    const point = track.pointAt(landmark.share);
    const label = landmark.label
      ? { x: point.x + landmark.label.dx, y: point.y + landmark.label.dy }
      : labelOutside(track, landmark.share, landmark.name, clockwise);
    return { name: landmark.name, point, label };
  });
  // The line crosses the straight that leads to it (the end of the lap): at Le Mans's hand drawing it stands
  // where that straight bends towards Dunlop.
  const direction = track.directionAt(1);
  const layout = {
    circuit,
    name: circuit?.name ?? t('circuit.unknown'),
    lengthKm: circuit ? circuit.lengthM / 1000 : null,
    kind: drawing.kind,
    track,
    trackPoints: drawing.track,
    pit: new MeasuredLine(pitPoints),
    pitPoints,
    sectors,
    sectorLines: [
      { name: 'S2' as const, point: track.pointAt(sectors.starts[1]) },
      { name: 'S3' as const, point: track.pointAt(sectors.starts[2]) },
    ],
    finish: { point: track.pointAt(0), angle: (Math.atan2(direction.y, direction.x) * 180) / Math.PI },
    places,
  };
  return { ...layout, view: viewOf(layout) };
}

/**
 * The pit lane beside the track, on the inside of the lap, from its entry round the line to its exit; where
 * it is not known, a short lane either side of the line.
 */
function besideTrack(track: MeasuredLine, pitLane: Circuit['pitLane'], clockwise: boolean): Point[] {
  const entry = pitLane?.entryShare ?? 1 - PIT_BESIDE_LINE;
  const exit = pitLane?.exitShare ?? PIT_BESIDE_LINE;
  const span = 1 - entry + exit;
  const steps = Math.max(2, Math.ceil(span * 200));
  const offset = clockwise ? PIT_OFFSET : -PIT_OFFSET;
  const onTrack = Array.from({ length: 400 }, (_, step) => track.pointAt(step / 400));
  const points: Point[] = [];
  for (let step = 0; step <= steps; step++) {
    const point = offsetFrom(track, (entry + (span * step) / steps) % 1, offset);
    // On the inside of a bend tighter than the offset the lane would fold back over the track: left out.
    const clear = onTrack.every(
      (other) => Math.hypot(other.x - point.x, other.y - point.y) > PIT_OFFSET * 0.9,
    );
    if (clear) points.push(point);
  }
  return points;
}

/** The point `by` units to the right of the track (to its left when negative) at a share of the lap. */
function offsetFrom(track: MeasuredLine, share: number, by: number): Point {
  const point = track.pointAt(share);
  const { x, y } = track.directionAt(share);
  // With y pointing down, the right of a heading (x, y) is (-y, x).
  return { x: point.x - y * by, y: point.y + x * by };
}

/** Where a place's name starts, outside the lap: to the left of a clockwise track, to the right otherwise. */
function labelOutside(track: MeasuredLine, share: number, name: string, clockwise: boolean): Point {
  const outside = offsetFrom(track, share, clockwise ? -LABEL_OFFSET : LABEL_OFFSET);
  const point = track.pointAt(share);
  const width = name.length * LETTER_WIDTH;
  // A name on the left of its place ends at it; below its place, it hangs under it.
  return {
    x: outside.x < point.x ? outside.x - width : outside.x,
    y: outside.y > point.y ? outside.y + LETTER_HEIGHT : outside.y,
  };
}

/** The smallest view box holding the track, the pit lane and the names of the places, with a margin. */
export function viewOf(layout: Pick<DrawnCircuit, 'trackPoints' | 'pitPoints' | 'places'>): ViewBox {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const point of [...layout.trackPoints, ...layout.pitPoints]) {
    xs.push(point.x);
    ys.push(point.y);
  }
  for (const place of layout.places) {
    xs.push(place.label.x, place.label.x + place.name.length * LETTER_WIDTH);
    ys.push(place.label.y - LETTER_HEIGHT, place.label.y);
  }
  const x = Math.floor(Math.min(...xs) - MARGIN);
  const y = Math.floor(Math.min(...ys) - MARGIN);
  const right = Math.ceil(Math.max(...xs) + MARGIN);
  const bottom = Math.ceil(Math.max(...ys) + MARGIN);
  return { x, y, width: right - x, height: bottom - y };
}

/** A view box as the SVG attribute writes it. */
export const viewBoxText = ({ x, y, width, height }: ViewBox) => `${x} ${y} ${width} ${height}`;
