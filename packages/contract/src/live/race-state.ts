/** `fcy`: a full course yellow, the whole track neutralised at a set speed (Le Mans's usual neutralisation). */
export type RaceState = 'green' | 'yellow' | 'red' | 'fcy' | 'safety' | 'vsc' | 'finished';

const RACE_STATES: readonly string[] = [
  'green',
  'yellow',
  'red',
  'fcy',
  'safety',
  'vsc',
  'finished',
] satisfies RaceState[];

/** A race state read back from Postgres (a text column, or an event's jsonb), null when it is not one. */
export function raceStateOf(value: string | null): RaceState | null {
  return value !== null && RACE_STATES.includes(value) ? (value as RaceState) : null;
}
