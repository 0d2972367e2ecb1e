import { errorHandler, limitBody, noSniff, requestLog } from '@lemans/http';
import { httpMetrics, METRICS_PATH, metricsHandler, type Registry } from '@lemans/metrics';
import type { Db, Logger } from '@lemans/platform';
import express, { type Express } from 'express';
import { type AdminDependencies, adminRoutes } from './admin/admin-routes.ts';
import { alertsRoutes } from './alerts/alerts-routes.ts';
import { analysisRoutes } from './analysis/analysis-routes.ts';
import { analyticsRoutes } from './analytics/analytics-routes.ts';
import { carsRoutes } from './cars/cars-routes.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { momentResolver } from './catalogue/shown-moment.ts';
import { driversRoutes } from './drivers/drivers-routes.ts';
import { entriesRoutes } from './entries/entries-routes.ts';
import type { SpellingsReader } from './entries/known-spellings.ts';
import { healthRoutes, type Probes } from './health/health-routes.ts';
import type { HeavyReader } from './heavy-reads/heavy-read.ts';
import type { CacheRegistry } from './http/cache-registry.ts';
import { refuseUnreadableForwardedFor } from './http/forwarded-address.ts';
import { notFound } from './http/not-found.ts';
import { createLimits, type Limits } from './http/rate-limits.ts';
import { refuseUnservedMethods } from './http/served-methods.ts';
import { lapsRoutes } from './laps/laps-routes.ts';
import type { LiveFrames } from './live/live-frames.ts';
import { liveRoutes } from './live/live-routes.ts';
import { liveSessionsRoutes } from './live/live-sessions-routes.ts';
import type { LiveSource } from './live/live-source.ts';
import { messagesRoutes } from './messages/messages-routes.ts';
import { raceEventsReader } from './race-events/race-events-reader.ts';
import { raceEventsRoutes } from './race-events/race-events-routes.ts';
import type { ReadTarget } from './read-replica/read-target.ts';
import { UPLOAD_FORM_MAX_BYTES } from './recordings/upload-form.ts';
import { replaysRoutes } from './replays/replays-routes.ts';
import { reportsRoutes } from './reports/reports-routes.ts';
import { sessionsRoutes } from './sessions/sessions-routes.ts';
import { streamsRoutes } from './streams/streams-routes.ts';
import { type SyncRequester, syncRoutes } from './sync/sync-routes.ts';
import { teamsRoutes } from './teams/teams-routes.ts';

/** The catalogue changes when a sync runs, a few times a day: one rebuild per few seconds is plenty. */
const CATALOGUE_TTL_MS = 5000;
/** How long the event a race page shows is kept: a session that starts or ends shows there this much later at most. */
const RACE_EVENT_TTL_MS = 2000;

export interface ApiDependencies {
  db: Db;
  /** Where the catalogue reads: the replica while it keeps up (DATABASE_READ_URL); `db` unless told. */
  readDb?: Db;
  /** Where the heavy reads go now and why, for /api/ready; none without a replica. */
  readTarget?: () => ReadTarget;
  frames: LiveFrames;
  source: LiveSource;
  probes: Probes;
  /** Past this age the current session's latest frame makes the API unready. */
  feedStaleMs: number;
  /** Enqueues catalogue syncs (POST /api/sync). */
  sync: SyncRequester;
  /** Every in-memory cache of the process (the live source registers its own in it too). */
  caches: CacheRegistry;
  /** How drivers are named on every page, whichever event's spelling they were read in. */
  spellings: SpellingsReader;
  /** How long the catalogue's bodies (entries, categories, programme, news) are reused; 5 s unless told. */
  catalogueTtlMs?: number;
  /**
   * The limits of the login, contact, analytics and time travel; main.ts counts them in Redis, shared by
   * every API process. In this process's memory unless told.
   */
  limits?: Limits;
  /** Proxies whose X-Forwarded-For and -Proto are believed (express's `trust proxy`); the loopback unless told. */
  trustProxy?: readonly string[];
  /** What answers the analyses, CSV exports, reports and time travel: worker threads, or this thread. */
  reader: HeavyReader;
  /** What the admin area needs beyond the rest: credentials (null: closed), Redis, the queues' counts. */
  admin: AdminSetup;
  /** Where the requests are timed, served at /metrics: outside /api, the one path the public origin passes. */
  metrics: Registry;
  logger: Logger;
  now: () => number;
}

export type AdminSetup = Omit<AdminDependencies, 'db' | 'sync' | 'caches' | 'limits' | 'logger' | 'now'>;

/**
 * The public API as an express app; no listening and no global of its own, so tests build one per case
 * (zod's French messages, which are the process's, are set by `startApi`).
 */
export function createApiApp({
  db,
  readDb = db,
  readTarget,
  frames,
  source,
  probes,
  feedStaleMs,
  sync,
  caches,
  spellings,
  catalogueTtlMs = CATALOGUE_TTL_MS,
  limits = createLimits(null),
  trustProxy = ['loopback'],
  reader,
  admin,
  metrics,
  logger,
  now,
}: ApiDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // Hot bodies carry their own strong ETags; express's weak ones would hash every response again.
  app.set('etag', false);
  // The client's address (rate limits) and scheme (the admin cookie's Secure) as the trusted proxy saw them.
  app.set('trust proxy', [...trustProxy]);
  app.use(noSniff);
  app.use(httpMetrics(metrics));
  app.use(requestLog(logger));
  app.get(METRICS_PATH, metricsHandler(metrics));
  app.use(refuseUnreadableForwardedFor);
  app.use(refuseUnservedMethods);
  // No route takes more than the recording upload form: a body declared larger is refused before any
  // route (or the admin guard) runs; each route then holds its own, smaller limit.
  app.use(limitBody(UPLOAD_FORM_MAX_BYTES));

  const api = express.Router();
  api.use(liveRoutes(source, reader, limits, feedStaleMs, now));
  api.use(liveSessionsRoutes(db, source));
  api.use(sessionsRoutes(db));
  api.use(reportsRoutes(db, reader, spellings));
  api.use(lapsRoutes(db, spellings));
  api.use(analysisRoutes(reader));
  api.use(alertsRoutes(db, source));
  const catalogueCache = { registry: caches, ttlMs: catalogueTtlMs };
  const raceEventCache = { registry: caches, ttlMs: RACE_EVENT_TTL_MS };
  const events = raceEventsReader(db, raceEventCache);
  api.use(entriesRoutes(db, catalogueCache, events, spellings));
  const momentOf = momentResolver(readDb, catalogueCache, events);
  api.use(catalogueRoutes(readDb, catalogueCache, momentOf));
  api.use(raceEventsRoutes(db, raceEventCache));
  api.use(teamsRoutes(db, events, spellings));
  api.use(driversRoutes(db, events, spellings));
  api.use(carsRoutes(db, events, spellings));
  api.use(streamsRoutes(db, momentOf));
  api.use(replaysRoutes(db));
  api.use(analyticsRoutes(db, limits));
  api.use(messagesRoutes(db, limits));
  api.use(syncRoutes(sync, logger));
  api.use(adminRoutes({ ...admin, db, sync, caches, limits, logger, now }));
  api.use(healthRoutes({ probes, source, frames, feedStaleMs, readTarget, now }));
  api.use(notFound);
  app.use('/api', api);

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
