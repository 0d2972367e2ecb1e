import type { Entry } from '../live/entry.ts';
import type { SessionHistoryRow, Statistics } from './statistics.ts';

/** GET /api/teams/:id (spec part 2 §3, team entry): the entry with its statistics and session history. */
export interface TeamDetail extends Entry {
  statistics: Statistics;
  session_history: SessionHistoryRow[];
}
