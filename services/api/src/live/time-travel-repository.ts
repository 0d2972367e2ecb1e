import type { DbOrTrx, JsonObject } from '@lemans/platform';
import { PROJECTION_VERSION, type StoredEvent, storedEventOf, streamIdOf } from '@lemans/projections';
import { sql } from 'kysely';

/** What the session as it stood at a race time is computed from. */
export interface PastState {
  status: string;
  /** The race times the session's events span: the moment asked for is clamped into them. */
  firstRaceTimeMs: number;
  lastRaceTimeMs: number;
  /** The moment, clamped. */
  raceTimeMs: number;
  /** The latest state checkpoint of this PROJECTION_VERSION at or before the moment, if any... */
  checkpoint: JsonObject | null;
  /** ...and the events after it, up to the moment, in stream order. */
  events: StoredEvent[];
}

type EventTuple = [number, number, string, JsonObject, JsonObject];

/**
 * Everything the past state of a session is computed from, in one round trip: its race times (both ends
 * one step of the (stream_id, race_time_ms) index), the latest checkpoint of this projection version at or
 * before the clamped moment (one step of its key, once ingest has rebuilt those of another), and the
 * events after it up to the moment (one short range of the same index: every event after the checkpoint's
 * position is later than its race time). The events come as one JSON array, parsed at once rather than
 * row by row. Undefined when the session does not exist or has no events.
 */
export async function findPastState(
  db: DbOrTrx,
  sessionId: string,
  atMs: number,
): Promise<PastState | undefined> {
  const streamId = streamIdOf(sessionId);
  const { rows } = await sql<{
    status: string;
    first_ms: number | null;
    last_ms: number | null;
    at_ms: number | null;
    state: JsonObject | null;
    events: EventTuple[] | null;
  }>`
    WITH moment AS (
      SELECT s.status, b.first_ms, b.last_ms, least(greatest(${atMs}::bigint, b.first_ms), b.last_ms) AS at_ms
      FROM sessions s, LATERAL (
        SELECT min(race_time_ms) AS first_ms, max(race_time_ms) AS last_ms FROM events WHERE stream_id = ${streamId}
      ) b
      WHERE s.id = ${sessionId}
    ), checkpoint AS (
      SELECT c.race_time_ms, c.stream_position, c.state
      FROM session_state_checkpoints c, moment m
      WHERE c.session_id = ${sessionId} AND c.race_time_ms <= m.at_ms
        AND c.projection_version = ${PROJECTION_VERSION}
      ORDER BY c.race_time_ms DESC
      LIMIT 1
    )
    SELECT m.status, m.first_ms, m.last_ms, m.at_ms, c.state, (
      SELECT json_agg(
        json_build_array(e.global_position, e.stream_position, e.type, e.data, e.metadata)
        ORDER BY e.race_time_ms, e.stream_position
      )
      FROM events e
      WHERE e.stream_id = ${streamId}
        AND e.race_time_ms <= m.at_ms
        AND e.race_time_ms > coalesce(c.race_time_ms, -1)
        AND e.stream_position > coalesce(c.stream_position, 0)
    ) AS events
    FROM moment m LEFT JOIN checkpoint c ON true`.execute(db);
  const row = rows[0];
  if (!row || row.first_ms === null || row.last_ms === null || row.at_ms === null) return undefined;
  return {
    status: row.status,
    firstRaceTimeMs: Number(row.first_ms),
    lastRaceTimeMs: Number(row.last_ms),
    raceTimeMs: Number(row.at_ms),
    checkpoint: row.state,
    events: (row.events ?? []).map(([global_position, stream_position, type, data, metadata]) =>
      storedEventOf({ global_position, stream_position, type, data, metadata }),
    ),
  };
}
