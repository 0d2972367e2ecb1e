import type { CircuitDrawing, Landmark } from '../circuit.ts';

/**
 * The Circuit des 24 Heures (13.626 km), drawn by hand in its own coordinates from its public descriptions
 * (north up): the pit straight at the top right, Dunlop and the Esses to Tertre Rouge, the Mulsanne straight
 * running south with its two chicanes down to Mulsanne corner, west to Indianapolis and Arnage, then north-east
 * through the Porsche curves and the Ford chicanes back to the line. Not to scale in its corners: its named
 * points are pinned at their distance from the line along the real lap (public distances, rounded to a
 * hundred metres), so that a car is drawn between the right two of them.
 */
const TRACK = [
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
] as const;

/** The places of the drawing: the point each is drawn at, its share of the real lap, where its name goes. */
const PLACES = [
  { name: 'Ligne', at: 0, share: 0, dx: 14, dy: -14 },
  { name: 'Dunlop', at: 2, share: 0.055, dx: 14, dy: 0 },
  { name: 'Esses', at: 5, share: 0.11, dx: -58, dy: 4 },
  { name: 'Tertre Rouge', at: 7, share: 0.13, dx: -118, dy: 22 },
  { name: 'Ligne droite des Hunaudières', at: 8, share: 0.145, dx: -236, dy: 70 },
  { name: 'Chicanes', at: 12, share: 0.44, dx: 22, dy: 0 },
  { name: 'Mulsanne', at: 15, share: 0.58, dx: 12, dy: 22 },
  { name: 'Indianapolis', at: 18, share: 0.755, dx: -24, dy: -16 },
  { name: 'Arnage', at: 20, share: 0.8, dx: -70, dy: 22 },
  { name: 'Virages Porsche', at: 24, share: 0.875, dx: -136, dy: 0 },
  { name: 'Chicanes Ford', at: 28, share: 0.97, dx: -120, dy: 0 },
] as const;

export const LE_MANS_DRAWING: CircuitDrawing = {
  kind: 'hand-drawn',
  track: TRACK,
  unitMetres: null,
  pins: [
    ...PLACES.map(({ at, share }) => ({ index: at, share })),
    // The first chicane, 4 km from the line; and the line again, at the end of the lap.
    { index: 9, share: 0.29 },
    { index: TRACK.length - 1, share: 1 },
  ].sort((a, b) => a.index - b.index),
  pitLane: [
    { x: 790, y: 128 },
    { x: 812, y: 132 },
    { x: 832, y: 146 },
    { x: 845, y: 176 },
  ],
};

export const LE_MANS_LANDMARKS: readonly Landmark[] = PLACES.map(({ name, share, dx, dy }) => ({
  name,
  share,
  label: { dx, dy },
}));
