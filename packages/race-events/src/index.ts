export {
  assignSessionToEvent,
  assignUnassignedSessions,
  type SessionAssignment,
  type StartingSession,
} from './assign-session.ts';
