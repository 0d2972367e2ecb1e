import type { StoredEvent } from '@lemans/projections';
import type { StartingSession } from '@lemans/race-events';

/**
 * What a session's first event says of its event, for `assignSessionToEvent`: its name, its start by the
 * timing (else when the document was read) and scheduled length; `circuitId` when an import measured its
 * laps. Null for any other event.
 */
export function startingSessionOf(
  sessionId: string,
  stored: StoredEvent,
  circuitId: string | null | undefined,
): StartingSession | null {
  if (stored.event.type !== 'SessionStarted') return null;
  const { eventName, startTimeMs, durationS, replay } = stored.event.data;
  return {
    id: sessionId,
    eventName,
    startMs: startTimeMs ?? Date.parse(stored.metadata.observedAt),
    durationS,
    imported: sessionId.startsWith('import-'),
    replay,
    circuitId,
  };
}
