import { Router } from 'express';
import type { Limits } from '../http/rate-limits.ts';
import { adminMessagesRoutes } from '../messages/admin-messages-routes.ts';
import { adminRaceEventsRoutes } from '../race-events/admin-race-events-routes.ts';
import { adminRecordingsRoutes, type RecordingImports } from '../recordings/admin-recordings-routes.ts';
import { adminReplaysRoutes, type ReplayCommands } from '../replays/admin-replays-routes.ts';
import { adminSessionsRoutes } from '../sessions/admin-sessions-routes.ts';
import { adminStreamsRoutes, type StreamsChanged } from '../streams/admin-streams-routes.ts';
import { type AdminAuth, requireAdmin } from './admin-auth.ts';
import type { AdminCredentials } from './admin-credentials.ts';
import { adminLoginRoutes, signedInAdminRoutes } from './admin-login-routes.ts';
import { type AdminOpsDependencies, adminOpsRoutes } from './admin-ops-routes.ts';

export interface AdminDependencies extends AdminOpsDependencies {
  credentials: AdminCredentials | null;
  streamsChanged: StreamsChanged;
  /** Where uploaded recordings are queued for their ingest. */
  recordings: RecordingImports;
  /** Where replay commands go to ingest, which answers them. */
  replays: ReplayCommands;
  limits: Limits;
}

/**
 * Everything under /admin. Only the login is open; the guard stands in front of every other path below
 * /admin, so a route added to the guarded router cannot be reached anonymously by mistake.
 */
export function adminRoutes(deps: AdminDependencies): Router {
  const auth: AdminAuth = {
    db: deps.db,
    credentials: deps.credentials,
    attempts: deps.limits.loginAttempts,
    accountFailures: deps.limits.loginFailuresPerAccount,
    now: deps.now,
  };
  const router = Router();
  router.use(adminLoginRoutes(auth));
  router.use('/admin', requireAdmin(auth));
  router.use(guardedAdminRoutes(auth, deps));
  return router;
}

/** The routes an administrator reaches once authenticated (exported for the test that walks them). */
export function guardedAdminRoutes(auth: AdminAuth, deps: AdminDependencies): Router {
  const router = Router();
  router.use(signedInAdminRoutes(auth));
  router.use(adminStreamsRoutes(deps.db, deps.streamsChanged));
  router.use(adminMessagesRoutes(deps.db));
  router.use(adminOpsRoutes(deps));
  router.use(adminRecordingsRoutes(deps.db, deps.recordings, deps.logger));
  router.use(adminReplaysRoutes(deps.db, deps.replays));
  router.use(adminSessionsRoutes(deps));
  router.use(adminRaceEventsRoutes(deps));
  return router;
}
