import type { AdminRaceEvent, CalendarRace, RaceEventFacts } from '@lemans/contract';
import { guarded } from '../admin-api.ts';

/** The stored events and the season calendar, as GET /api/admin/race-events answers. */
export interface AdminRaceEvents {
  events: AdminRaceEvent[];
  calendar: CalendarRace[];
}

const eventPath = (id: string) => `/race-events/${encodeURIComponent(id)}`;

/** The race events of the admin area (services/api/src/race-events/admin-race-events-routes.ts). */
export const raceEventsApi = {
  list: () => guarded<AdminRaceEvents>('GET', '/race-events'),
  create: (body: Record<string, unknown>) =>
    guarded<{ success: true; race_event: RaceEventFacts }>('POST', '/race-events', body),
  change: (id: string, body: Record<string, unknown>) =>
    guarded<{ success: true; race_event: RaceEventFacts }>('PATCH', eventPath(id), body),
  merge: (id: string, into: string) =>
    guarded<{ success: true; into: string; sessions_moved: number }>('POST', `${eventPath(id)}/merge`, {
      into,
    }),
  remove: (id: string) => guarded<{ success: true; race_event_id: string }>('DELETE', eventPath(id)),
  moveSession: (sessionId: string, raceEventId: string) =>
    guarded<{ success: true }>('PUT', `/sessions/${encodeURIComponent(sessionId)}/race-event`, {
      race_event_id: raceEventId,
    }),
};
