import type { CircuitLayout } from './circuit-layout.ts';

/**
 * The Circuit des 24 Heures (13.626 km), drawn by hand in its own coordinates from its public descriptions
 * (north up): the pit straight at the top right, Dunlop and the Esses to Tertre Rouge, the Mulsanne straight
 * running south with its two chicanes down to Mulsanne corner, west to Indianapolis and Arnage, then north-east
 * through the Porsche curves and the Ford chicanes back to the line. Not to scale in its corners.
 */
export const LE_MANS: CircuitLayout = {
  name: 'Circuit des 24 Heures',
  lengthKm: 13.626,
  track: [
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
  ],
  places: [
    { name: 'Ligne', at: 0, dx: 14, dy: -14 },
    { name: 'Dunlop', at: 2, dx: 14, dy: 0 },
    { name: 'Esses', at: 5, dx: -58, dy: 4 },
    { name: 'Tertre Rouge', at: 7, dx: -118, dy: 22 },
    { name: 'Ligne droite des Hunaudières', at: 8, dx: -236, dy: 70 },
    { name: 'Chicanes', at: 12, dx: 22, dy: 0 },
    { name: 'Mulsanne', at: 15, dx: 12, dy: 22 },
    { name: 'Indianapolis', at: 18, dx: -24, dy: -16 },
    { name: 'Arnage', at: 20, dx: -70, dy: 22 },
    { name: 'Virages Porsche', at: 24, dx: -136, dy: 0 },
    { name: 'Chicanes Ford', at: 28, dx: -120, dy: 0 },
  ],
  sectorPoints: [8, 20],
  pitLane: [
    { x: 790, y: 128 },
    { x: 812, y: 132 },
    { x: 832, y: 146 },
    { x: 845, y: 176 },
  ],
  typicalSectorsMs: [33_500, 106_000, 71_000],
};
