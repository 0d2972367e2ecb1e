import { PLAYING_REPLAY_STATES, type ReplaySummary } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';

/**
 * The replays, newest first, with their recording, how far their session has got and whether the operator
 * has published that session; one query.
 */
export async function replaySummaries(
  db: DbOrTrx,
  filter: { id?: string; playing?: boolean } = {},
): Promise<ReplaySummary[]> {
  let query = db
    .selectFrom('replays as r')
    .innerJoin('recordings as rec', 'rec.id', 'r.recording_id')
    .leftJoin('session_stats as st', 'st.session_id', 'r.session_id')
    .leftJoin('published_sessions as p', 'p.session_id', 'r.session_id')
    .select([
      'r.id',
      'r.recording_id',
      'rec.name as recording_name',
      'r.session_id',
      'r.state',
      'r.speed',
      'st.last_race_time_ms',
      'rec.duration_ms',
      'r.start_race_time_ms',
      'r.created_at',
      'r.error',
      'p.session_id as published_session',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id');
  if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
  if (filter.playing) query = query.where('r.state', 'in', PLAYING_REPLAY_STATES);
  const rows = await query.execute();
  return rows.map(({ last_race_time_ms, published_session, ...row }) => ({
    ...row,
    published: published_session !== null,
    speed: Number(row.speed),
    // The last lap crossing, and the start until the first one: no write per poll is needed.
    race_time_ms: Math.max(Number(last_race_time_ms ?? 0), Number(row.start_race_time_ms)),
    duration_ms: Number(row.duration_ms),
    start_race_time_ms: Number(row.start_race_time_ms),
    created_at: row.created_at.toISOString(),
  }));
}
