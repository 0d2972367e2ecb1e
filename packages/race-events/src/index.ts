export {
  assignSessionToEvent,
  assignUnassignedSessions,
  type StartingSession,
} from './assign-session.ts';
