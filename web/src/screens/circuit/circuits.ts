import { type DrawnCircuit, drawnCircuitOf } from './circuit-layout.ts';
import { LE_MANS } from './le-mans-layout.ts';
import { SPA } from './spa-layout.ts';

export const LE_MANS_CIRCUIT = drawnCircuitOf(LE_MANS);
export const SPA_CIRCUIT = drawnCircuitOf(SPA);

/**
 * The drawing of the circuit a session's event is held on, by the event's name ("6 Heures de
 * Spa-Francorchamps 2025"): Spa's for an event at Spa, else the Circuit des 24 Heures, the site's own.
 */
export function circuitOfEvent(eventName: string | null | undefined): DrawnCircuit {
  return eventName && /\bspa\b/i.test(eventName) ? SPA_CIRCUIT : LE_MANS_CIRCUIT;
}
