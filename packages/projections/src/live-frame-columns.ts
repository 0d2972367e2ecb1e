import { TIMING_COLUMNS } from './car-timing.ts';
import type { EntryRow, SessionRow, StandingRow } from './projection-model.ts';

/**
 * The projection columns a live frame is built from, listed once. The API selects exactly these
 * (`findSessionStandings`), time travel copies exactly these from the fold's model, and what the builders
 * may read is typed from them: a column added here reaches both copies, and TypeScript names every
 * builder that must then map it.
 */

/** The standing's columns a live row reads. */
export const LIVE_ROW_STANDING_COLUMNS = [
  'number',
  'entry_id',
  'ranking',
  'category_position',
  'lap_count',
  'last_lap_ms',
  'best_lap_ms',
  'gap_ms',
  'gap_text',
  'pit_stops',
  'current_sector',
  'car_state',
  'driver_id',
  ...TIMING_COLUMNS,
] as const satisfies readonly (keyof StandingRow)[];

/** The entry's columns a live row reads (its team, car and crew). */
export const LIVE_ROW_ENTRY_COLUMNS = [
  'team',
  'car',
  'brand',
  'category',
  'subclass',
  'nationality',
  'drivers',
] as const satisfies readonly (keyof EntryRow)[];

/** The session's columns a live frame reads besides its rows. */
export const LIVE_FRAME_SESSION_COLUMNS = [
  'id',
  'name',
  'session_type',
  'event_name',
  'is_replay',
  'status',
  'race_state',
  'start_time',
  'duration_s',
  'weather',
] as const satisfies readonly (keyof SessionRow)[];

/** A car's standing with what its entry says of it: what a live row is built from in the projections. */
export type StandingWithEntry = Pick<StandingRow, (typeof LIVE_ROW_STANDING_COLUMNS)[number]> &
  Pick<EntryRow, (typeof LIVE_ROW_ENTRY_COLUMNS)[number]>;
