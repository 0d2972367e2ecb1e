import type { CircuitDrawing, DrawingPoint } from './circuit.ts';

/** Points of the ring: enough for a round line at the map's size. */
const RING_POINTS = 96;
const RADIUS = 300;

/**
 * The drawing of a circuit whose geometry is not known: a ring, the finish line at its foot, run in the
 * circuit's direction of travel. It claims nothing of the circuit's shape; the page labels it as a schematic.
 */
export function schematicDrawing(direction: 'clockwise' | 'counter_clockwise'): CircuitDrawing {
  const turn = direction === 'clockwise' ? 1 : -1;
  const track: DrawingPoint[] = [];
  for (let step = 0; step <= RING_POINTS; step++) {
    // From the bottom of the ring; with y pointing down, a growing angle turns clockwise on the screen.
    const angle = Math.PI / 2 + (turn * 2 * Math.PI * (step % RING_POINTS)) / RING_POINTS;
    track.push({
      x: Math.round(RADIUS + RADIUS * Math.cos(angle)),
      y: Math.round(RADIUS + RADIUS * Math.sin(angle)),
    });
  }
  return { kind: 'schematic', track, unitMetres: null, pins: [] };
}
