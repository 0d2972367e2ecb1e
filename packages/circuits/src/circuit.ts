/**
 * A circuit as data: what the site needs to draw it and to place the cars on it from the timing alone.
 * Browser-safe (`@lemans/circuits`).
 */

/** The circuits of the FIA WEC calendar, by the id an event carries (`RaceEventFacts.circuit_id`). */
export const CIRCUIT_IDS = [
  'le-mans',
  'spa',
  'imola',
  'lusail',
  'bahrain',
  'interlagos',
  'cota',
  'fuji',
] as const;
export type CircuitId = (typeof CIRCUIT_IDS)[number];

/** Each timing sector's share of the lap's length: S1, S2, S3, adding up to 1. */
export type SectorShares = readonly [number, number, number];

/** A point of a drawing, in its own units; y grows downwards, as on the screen. */
export interface DrawingPoint {
  x: number;
  y: number;
}

/**
 * How a drawing came to be, which says how far its shapes can be trusted:
 * - `measured`: the real centre line, projected to metres and scaled (`unitMetres`);
 * - `hand-drawn`: drawn from the circuit's public descriptions, not to scale (its landmarks pin it to the lap);
 * - `schematic`: no geometry known, a ring cut into the three sectors, labelled as such on the page.
 */
export type DrawingKind = 'measured' | 'hand-drawn' | 'schematic';

export interface CircuitDrawing {
  kind: DrawingKind;
  /** Closed: from the finish line in the direction of travel round to it again. */
  track: readonly DrawingPoint[];
  /** Metres per unit of the drawing when it is to scale; null for a drawing that is not. */
  unitMetres: number | null;
  /**
   * A drawing not to scale says which of its points lie at which share of the real lap (a landmark, a sector
   * line), so that a car is drawn where it really is between them. Empty for a drawing to scale.
   */
  pins: readonly { index: number; share: number }[];
  /** The pit lane as drawn by hand; left out, the page draws it beside the track over `Circuit.pitLane`. */
  pitLane?: readonly DrawingPoint[];
}

/** A named place of the circuit, as the share of the lap from the finish line at which it lies. */
export interface Landmark {
  name: string;
  share: number;
  /**
   * Where its name is written, from the place's point on the drawing (drawing units). Left out, the page
   * writes it on the outer side of the track.
   */
  label?: { dx: number; dy: number };
}

/** The pit lane, as the shares of the lap at which it leaves and joins the track (it spans the line). */
export interface PitLane {
  entryShare: number;
  exitShare: number;
}

export interface Circuit {
  id: CircuitId;
  name: string;
  /** ISO 3166 alpha-2. */
  country: string;
  /** IANA time zone of the circuit: an event's local times are in it. */
  timeZone: string;
  /** Length of the layout the WEC races on, in metres. */
  lengthM: number;
  direction: 'clockwise' | 'counter_clockwise';
  /** Measured shares of the timing sectors; null where not known (placement then assumes equal thirds). */
  sectorShares: SectorShares | null;
  /**
   * How long each sector takes a car of the field on a green racing lap (ms, medians of a race's laps): the
   * pace of a car with no time of its own yet. Null where not measured.
   */
  typicalSectorsMs: readonly [number, number, number] | null;
  pitLane: PitLane | null;
  /** In the order of the lap. */
  landmarks: readonly Landmark[];
  drawing: CircuitDrawing;
}

/** What a circuit's drawing gives: the drawing, and the places and pit lane measured along it. */
export interface CircuitGeometry {
  drawing: CircuitDrawing;
  landmarks: readonly Landmark[];
  pitLane: PitLane;
}
