import { type Circuit, circuitById } from '@lemans/circuits';
import { type DrawnCircuit, drawnCircuitOf } from './circuit-layout.ts';

/** Each circuit is made ready once: the map keeps the same object while the circuit stays. */
const drawn = new Map<string | null, DrawnCircuit>();

/** The map's circuit for a circuit id (`RaceEventFacts.circuit_id`): the schematic for an id unknown or none. */
export function drawnCircuitById(id: string | null | undefined): DrawnCircuit {
  const circuit: Circuit | null = circuitById(id);
  const key = circuit?.id ?? null;
  let found = drawn.get(key);
  if (!found) {
    found = drawnCircuitOf(circuit);
    drawn.set(key, found);
  }
  return found;
}
