import type { SessionType } from '@lemans/contract';

/**
 * The spec's session type from the organiser's wording ("RACE", "Free Practice 2", "Qualifying",
 * "Hyperpole", "Warm Up"...). What no rule recognises is a practice-like running, the most common kind.
 */
export function sessionTypeOf(organiserType: string): SessionType {
  const type = organiserType.toLowerCase();
  if (type.includes('warm')) return 'warmup';
  if (type.includes('qualif') || type.includes('hyperpole')) return 'qualifying';
  if (type.includes('race') || type.includes('course')) return 'race';
  return 'practice';
}
