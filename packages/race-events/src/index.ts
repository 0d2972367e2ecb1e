export {
  assignSessionToEvent,
  assignUnassignedSessions,
  type StartingSession,
} from './assign-session.ts';
export { holdRaceEventsSteady, lockRaceEventChanges } from './race-event-lock.ts';
