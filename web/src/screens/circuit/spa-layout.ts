import type { CircuitLayout } from './circuit-layout.ts';

/**
 * The Circuit de Spa-Francorchamps (7.004 km), drawn by hand in its own coordinates from its public
 * descriptions (north up): the line on the short straight up to La Source, the drop to Eau Rouge and the climb
 * of Raidillon, the Kemmel straight east to Les Combes, Malmedy and the Rivage hairpin, back west and down
 * through Pouhon, Fagnes, Campus and Stavelot, then the long run north-west through Blanchimont to the Bus
 * Stop chicane. Not to scale in its corners. The timing splits it after Kemmel and after Stavelot.
 */
export const SPA: CircuitLayout = {
  name: 'Circuit de Spa-Francorchamps',
  lengthKm: 7.004,
  track: [
    { x: 250, y: 200 }, // 0 ligne d'arrivée
    { x: 268, y: 150 },
    { x: 290, y: 96 },
    { x: 305, y: 70 }, // 3 La Source
    { x: 326, y: 80 },
    { x: 330, y: 118 },
    { x: 344, y: 200 },
    { x: 362, y: 262 }, // 7 Eau Rouge
    { x: 392, y: 290 }, // 8 Raidillon
    { x: 440, y: 296 },
    { x: 620, y: 250 }, // 10 Kemmel
    { x: 800, y: 200 },
    { x: 840, y: 196 }, // 12 Les Combes
    { x: 858, y: 214 },
    { x: 846, y: 232 },
    { x: 870, y: 262 }, // 15 Malmedy
    { x: 900, y: 330 },
    { x: 912, y: 372 }, // 17 Rivage
    { x: 890, y: 384 },
    { x: 840, y: 360 },
    { x: 760, y: 360 },
    { x: 700, y: 392 }, // 21 Pouhon
    { x: 684, y: 440 },
    { x: 700, y: 480 },
    { x: 720, y: 520 }, // 24 Fagnes
    { x: 700, y: 540 },
    { x: 704, y: 580 }, // 26 Campus
    { x: 690, y: 620 }, // 27 Stavelot
    { x: 650, y: 636 },
    { x: 560, y: 620 }, // 29 courbe Paul Frère
    { x: 360, y: 520 }, // 30 Blanchimont
    { x: 250, y: 420 },
    { x: 210, y: 360 },
    { x: 200, y: 300 }, // 33 Bus Stop
    { x: 218, y: 288 },
    { x: 206, y: 266 },
    { x: 226, y: 244 },
    { x: 250, y: 200 },
  ],
  places: [
    { name: 'Ligne', at: 0, dx: -60, dy: 4 },
    { name: 'La Source', at: 3, dx: 16, dy: -10 },
    { name: 'Eau Rouge', at: 7, dx: -98, dy: 8 },
    { name: 'Raidillon', at: 8, dx: 6, dy: 30 },
    { name: 'Kemmel', at: 10, dx: -40, dy: -20 },
    { name: 'Les Combes', at: 12, dx: -40, dy: -22 },
    { name: 'Malmedy', at: 15, dx: 18, dy: 0 },
    { name: 'Rivage', at: 17, dx: 16, dy: 14 },
    { name: 'Pouhon', at: 21, dx: -76, dy: 0 },
    { name: 'Fagnes', at: 24, dx: 18, dy: 4 },
    { name: 'Stavelot', at: 27, dx: 16, dy: 18 },
    { name: 'Blanchimont', at: 30, dx: -40, dy: 34 },
    { name: 'Bus Stop', at: 33, dx: -86, dy: 4 },
  ],
  sectorPoints: [11, 28],
  pitLane: [
    { x: 236, y: 262 },
    { x: 256, y: 222 },
    { x: 276, y: 176 },
    { x: 294, y: 130 },
  ],
  // Medians of the 2025 6 Hours' racing laps under green.
  typicalSectorsMs: [35_700, 61_600, 32_900],
};
