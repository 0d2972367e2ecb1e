import type { DbOrTrx } from '@lemans/platform';
import { type ReplayOfSession, replayPrefixOf } from '@lemans/recordings';

/**
 * The replay a session belongs to, found by the replay id its name starts with: the replays table keeps
 * only the session of the latest run, so that an earlier run's session is found through its replay.
 */
export async function findReplayOfSession(
  db: DbOrTrx,
  sessionId: string,
): Promise<ReplayOfSession | undefined> {
  const prefix = replayPrefixOf(sessionId);
  if (prefix === undefined) return undefined;
  const rows = await db
    .selectFrom('replays')
    .select(['state', 'session_id'])
    .where((eb) => eb(eb.cast('id', 'text'), 'like', `${prefix}%`))
    .execute();
  // Ids are random: two replays sharing their first 8 hex would share session names too, and the one
  // playing this session is then the one to answer.
  return rows.find((row) => row.session_id === sessionId) ?? rows[0];
}
