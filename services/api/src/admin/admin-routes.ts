import type { Db } from '@lemans/platform';
import { Router } from 'express';
import { FixedWindowLimiter } from '../http/fixed-window-limiter.ts';
import { adminMessagesRoutes } from '../messages/admin-messages-routes.ts';
import { adminStreamsRoutes, type StreamsChanged } from '../streams/admin-streams-routes.ts';
import { type AdminAuth, LOGIN_FAILURE_LIMIT, requireAdmin } from './admin-auth.ts';
import type { AdminCredentials } from './admin-credentials.ts';
import { adminLoginRoutes, adminSessionRoutes } from './admin-session-routes.ts';

export interface AdminDependencies {
  db: Db;
  credentials: AdminCredentials | null;
  streamsChanged: StreamsChanged;
  now: () => number;
}

/**
 * Everything under /admin. Only the login is open; the guard stands in front of every other path below
 * /admin, so a route added to the guarded router cannot be reached anonymously by mistake.
 */
export function adminRoutes({ db, credentials, streamsChanged, now }: AdminDependencies): Router {
  const auth: AdminAuth = {
    db,
    credentials,
    failures: new FixedWindowLimiter(LOGIN_FAILURE_LIMIT, now),
    now,
  };
  const router = Router();
  router.use(adminLoginRoutes(auth));
  router.use('/admin', requireAdmin(auth));
  router.use(guardedAdminRoutes(auth, { db, streamsChanged }));
  return router;
}

/** The routes an administrator reaches once authenticated (exported for the test that walks them). */
export function guardedAdminRoutes(
  auth: AdminAuth,
  { db, streamsChanged }: Pick<AdminDependencies, 'db' | 'streamsChanged'>,
): Router {
  const router = Router();
  router.use(adminSessionRoutes(auth));
  router.use(adminStreamsRoutes(db, streamsChanged));
  router.use(adminMessagesRoutes(db));
  return router;
}
