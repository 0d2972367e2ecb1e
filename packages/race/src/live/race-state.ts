import type { RaceState } from './parsed-snapshot.ts';

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
