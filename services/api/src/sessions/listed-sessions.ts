import { REPLAY_SESSION } from '@lemans/recordings';
import { sql } from 'kysely';

/**
 * Whether the session aliased `s` is in the public lists (`/replays`, `/sessions`, `/sessions/with-history`):
 * every session but a replay of a recording (started from the admin area or the command line) that its
 * operator has not published, which is a preview. Other `is_replay` sessions (the main feed run with
 * `FEED_REPLAY`) are listed as before. Unlisted is not hidden: the routes that take a session id (its
 * ranking, report, analyses) answer whoever has the id, as an unlisted link does, which is how the
 * operator opens it from the admin area.
 */
export const LISTED_SESSION = sql<boolean>`(
  s.id !~ ${REPLAY_SESSION.source}
  OR EXISTS (SELECT 1 FROM published_sessions AS p WHERE p.session_id = s.id)
)`;

/**
 * The race time a replay session played, in seconds: from its first event to its last. A replay starts
 * where the operator asked (« depuis 05:50:00 »), so its last race time is not its length, as it is for a
 * session followed from the race's start. A seek forward within one run counts the time it skipped.
 */
export const REPLAY_PLAYED_SECONDS = sql<number>`(
  SELECT coalesce((max(e.race_time_ms) - min(e.race_time_ms)) / 1000, 0)::int
  FROM events AS e WHERE e.stream_id = 'session-' || s.id
)`;
