import type { RaceEventFacts, SessionRaceEvent } from '@lemans/contract';
import { useEffect, useState } from 'react';
import { ApiError, getJson } from '../api/http.ts';

/** A failed look-up is tried again after this long, unless the API said the session has no event. */
const RETRY_MS = 15_000;

/**
 * The event a session belongs to (`GET /api/sessions/:id/race-event`): undefined while it is asked (or no
 * session is named), null when the session has none or the API cannot say.
 */
export function useSessionRaceEvent(sessionId: string | null): RaceEventFacts | null | undefined {
  const [found, setFound] = useState<{ session: string; event: RaceEventFacts | null } | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      getJson<SessionRaceEvent>(`/sessions/${encodeURIComponent(sessionId)}/race-event`)
        .then((answer) => {
          if (current) setFound({ session: sessionId, event: answer.race_event });
        })
        .catch((error: unknown) => {
          if (!current) return;
          setFound({ session: sessionId, event: null });
          if (!(error instanceof ApiError && error.status === 404)) retry = setTimeout(ask, RETRY_MS);
        });
    };
    ask();
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [sessionId]);
  if (!sessionId) return undefined;
  return found?.session === sessionId ? found.event : undefined;
}
