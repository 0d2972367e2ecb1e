import { useSearch } from 'wouter';
import { eventIdOf } from './race-event-rules.ts';

/** The event the address asks for (?evenement=), or null for the current event. */
export function useAskedEvent(): string | null {
  return eventIdOf(useSearch());
}
