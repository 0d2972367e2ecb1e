import type { SessionRaceEvent } from '@lemans/race/contract';
import { useEffect, useState } from 'react';
import { ApiError, getJson } from '../../api/http.ts';

/** A failed look-up is tried again after this long, unless the API said the session has no event. */
const RETRY_MS = 15_000;

/**
 * The circuit id of a session's event (`GET /api/sessions/:id/race-event`): undefined while it is asked, null
 * when the event's circuit is not known, the session has none, or the API cannot say.
 */
export function useSessionCircuitId(sessionId: string | null): string | null | undefined {
  const [found, setFound] = useState<{ session: string; circuitId: string | null } | null>(null);
  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      getJson<SessionRaceEvent>(`/sessions/${encodeURIComponent(sessionId)}/race-event`)
        .then((answer) => {
          if (current) setFound({ session: sessionId, circuitId: answer.race_event.circuit_id });
        })
        .catch((error: unknown) => {
          if (!current) return;
          setFound({ session: sessionId, circuitId: null });
          if (!(error instanceof ApiError && error.status === 404)) retry = setTimeout(ask, RETRY_MS);
        });
    };
    ask();
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [sessionId]);
  if (!sessionId) return null;
  return found?.session === sessionId ? found.circuitId : undefined;
}
