import type { Entry } from './live/entry.ts';
import type { RaceEventContext } from './race-event.ts';
import type { SessionHistoryRow, Statistics } from './statistics.ts';

/** GET /api/teams/:id (spec part 2 §3, team entry): the entry with its statistics and session history. */
export interface TeamDetail extends Entry {
  statistics: Statistics;
  session_history: SessionHistoryRow[];
  /** The event the page shows, its reference session, and the same car or driver at other events. */
  race_event: RaceEventContext | null;
}
