import type { SessionKind } from '@lemans/contract';
import { sql } from 'kysely';

/*
 * What the pages name the session aliased `s` by, beside its name, its type and its event's name
 * (SESSION_EVENT_NAME): « 24 Heures du Mans 2025 — Course (import) ».
 */

/**
 * Its kind (live, import, replay), as its event keeps it from its start; for a session in no event yet,
 * what its row says (a replay's flag, an import's id). The pages never read an id to guess it.
 */
export const SESSION_KIND = sql<SessionKind>`coalesce(
  (SELECT res.kind FROM race_event_sessions AS res WHERE res.session_id = s.id),
  CASE WHEN s.is_replay THEN 'replay' WHEN s.id LIKE 'import-%' THEN 'import' ELSE 'live' END
)`;

/** An operator renamed it (its stream holds a SessionRenamed, found by the events' stream and type index). */
export const SESSION_RENAMED = sql<boolean>`EXISTS (
  SELECT 1 FROM events AS renamed
  WHERE renamed.stream_id = 'session-' || s.id AND renamed.type = 'SessionRenamed'
)`;
