import { useSessionRaceEvent } from '../../components/use-session-race-event.ts';

/**
 * The circuit id of a session's event: undefined while it is asked, null when the event's circuit is not
 * known, the session has none, or the API cannot say.
 */
export function useSessionCircuitId(sessionId: string | null): string | null | undefined {
  const event = useSessionRaceEvent(sessionId);
  if (!sessionId) return null;
  return event === undefined ? undefined : (event?.circuit_id ?? null);
}
