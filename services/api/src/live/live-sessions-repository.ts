import type { PlayingSession, SessionStatus, SessionType } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { replayLifecycleOf } from '@lemans/recordings';
import { LISTED_SESSION } from '../sessions/listed-sessions.ts';
import { SESSION_EVENT_NAME } from '../sessions/session-event-name.ts';
import { SESSION_KIND, SESSION_RENAMED } from '../sessions/session-naming.ts';

/**
 * The sessions being played right now: the current one and those of the running or paused replays that
 * their operator published (a replay is a private preview until then, as in every public list), the
 * current one first, then the replays from the oldest; one query.
 */
export async function playingSessions(
  db: DbOrTrx,
  currentSessionId: string | null,
): Promise<PlayingSession[]> {
  const rows = await db
    .selectFrom('sessions as s')
    .leftJoin('session_stats as st', 'st.session_id', 's.id')
    .leftJoin('replays as r', (join) =>
      join.onRef('r.session_id', '=', 's.id').on('r.state', 'in', ['running', 'paused']),
    )
    .select([
      's.id',
      's.name',
      's.session_type',
      SESSION_EVENT_NAME.as('event_name'),
      SESSION_KIND.as('kind'),
      SESSION_RENAMED.as('renamed'),
      's.is_replay',
      's.status',
      'st.last_race_time_ms',
      'r.state as replay_state',
      'r.created_at as replay_created_at',
    ])
    .where((eb) =>
      currentSessionId === null
        ? eb('r.id', 'is not', null)
        : eb.or([eb('s.id', '=', currentSessionId), eb('r.id', 'is not', null)]),
    )
    .where(LISTED_SESSION)
    .execute();
  return rows
    .map((row) => {
      const status: SessionStatus = row.status === 'ended' ? 'ended' : 'active';
      const replay =
        row.replay_state === null
          ? null
          : replayLifecycleOf(row.id, status, { state: row.replay_state, session_id: row.id });
      return {
        session_id: row.id,
        session_name: row.name,
        session_type: row.session_type as SessionType,
        event_name: row.event_name,
        kind: row.kind,
        renamed: row.renamed,
        is_replay: row.is_replay,
        current: row.id === currentSessionId,
        session_status: replay?.session_status ?? status,
        replay_state: replay?.replay_state ?? null,
        race_time_ms: Number(row.last_race_time_ms ?? 0),
        order: row.replay_created_at?.getTime() ?? 0,
      };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || a.order - b.order)
    .map(({ order: _, ...session }) => session);
}
