import type { CarState } from './parsed-snapshot.ts';

/**
 * The states of a car that will not cross the line again: it has taken the flag, or is out of the race.
 * Kept apart from the document's schema, so that the site can read it without the schema library.
 */
export const DONE_CAR_STATES: ReadonlySet<string> = new Set<CarState>([
  'Finished',
  'Retired',
  'Stopped',
  'Disqualified',
]);
