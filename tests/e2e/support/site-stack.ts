import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { ourFeedAt } from '../../../scripts/start/services.ts';
import { createTestDatabase, type DatabaseSeed, type TestDatabase } from '../../support/database.ts';
import { FEED_CONTROL_SECRET } from '../../support/feed-control.ts';
import { freePort } from '../../support/free-port.ts';
import { type StartedNginx, startNginx } from '../../support/nginx.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import type { ServiceName } from './service-entries.ts';

/**
 * The whole site for browser tests, as `npm start` runs it: feed, ingest, API, realtime and the web server,
 * each a real process, on free ports, with this file's own database and Redis keys; or with the production
 * proxy in place of the web server (`origin`).
 */

export interface SiteStackOptions {
  /** Race time at which the feed starts (hh:mm:ss). */
  feedStart?: string;
  feedSpeed?: number;
  pollIntervalMs?: number;
  /** What the database holds before the services start, besides what the feed brings. */
  seed?: DatabaseSeed;
  /**
   * The database and Redis keys an earlier stack ran on, as a second `npm start` finds them: used as they
   * are (no seed) and left for their owner to drop.
   */
  database?: TestDatabase;
  redis?: TestRedis;
  /**
   * What serves the site's origin: the production proxy (nginx, deploy/nginx) in front of the API and
   * realtime processes, as on race day, or the Node site server of development. Unless a file asks for one,
   * LEMANS_E2E_ORIGIN says which (`nginx` when unset; `site-server` runs every browser test behind the
   * development server).
   */
  origin?: SiteOrigin;
}

export type SiteOrigin = 'site-server' | 'nginx';

export interface SiteStack {
  url: string;
  feedUrl: string;
  database: TestDatabase;
  redis: TestRedis;
  /** Stops one service (e.g. realtime, to see the site go offline) and starts it again. */
  restart(service: ServiceName, whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** The administrator password of the stack's API, for the admin pages' tests. */
export const ADMIN_PASSWORD = 'mot-de-passe-des-tests';

const HEALTH: Partial<Record<ServiceName, string>> = {
  feed: '/health',
  api: '/api/health',
  realtime: '/health',
  web: '/',
};
const root = fileURLToPath(new URL('../../..', import.meta.url));
/** Built once per run by build-site.ts. */
const SITE_FILES = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function startSiteStack(options: SiteStackOptions = {}): Promise<SiteStack> {
  const origin =
    options.origin ?? (process.env.LEMANS_E2E_ORIGIN === 'site-server' ? 'site-server' : 'nginx');
  const database = options.database ?? (await createTestDatabase(options.seed));
  const redis = options.redis ?? createTestRedis();
  const ports: Record<ServiceName, number> = {
    feed: await freePort(),
    ingest: 0,
    api: await freePort(),
    realtime: await freePort(),
    web: await freePort(),
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: redis.prefix,
    FEED_PORT: String(ports.feed),
    FEED_START: options.feedStart ?? '23:55:00',
    FEED_SPEED: String(options.feedSpeed ?? 1),
    ...ourFeedAt(`http://127.0.0.1:${ports.feed}`),
    FEED_CONTROL_SECRET,
    POLL_INTERVAL_MS: String(options.pollIntervalMs ?? 1000),
    // The pages are checked here, not the crowd's bound (tests/integration/api/heavy-read-bound.test.ts):
    // on a busy machine a reads' thread takes up to 14 s to start, and the first reads of a page would be
    // turned away for a crowd that is not there.
    HEAVY_READ_MAX_WAIT_MS: '60000',
    API_PORT: String(ports.api),
    REALTIME_PORT: String(ports.realtime),
    // Ingest's figures on any free port: the test files running beside this one start ingest too.
    INGEST_PORT: '0',
    // The site on a port of its own, never 8080: the realtime server derives the pages it lets open the
    // socket from it, as it does under `npm start`.
    PORT: String(ports.web),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
  };
  const bundles = inject('serviceBundles');
  const children = new Map<ServiceName, ChildProcess>();
  let proxy: StartedNginx | null = null;
  const start = async (name: ServiceName) => {
    if (name === 'web' && origin === 'nginx') {
      proxy = await startNginx({
        siteRoot: SITE_FILES,
        api: [`127.0.0.1:${ports.api}`],
        realtime: [`127.0.0.1:${ports.realtime}`],
        port: ports.web,
      });
      return;
    }
    // The service's code bundled once for the run (bundle-services.ts): the same sources, started faster.
    const child = spawn(process.execPath, [bundles[name]], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.set(name, child);
    const logs = logTail(child);
    const path = HEALTH[name];
    if (path) await waitForHttp(`http://127.0.0.1:${ports[name]}${path}`, child, logs);
  };
  const stopOne = async (name: ServiceName) => {
    if (name === 'web' && proxy) {
      await proxy.stop();
      proxy = null;
    }
    const child = children.get(name);
    children.delete(name);
    if (!child || child.exitCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const stopAll = async () => {
    for (const name of ['ingest', 'web', 'api', 'realtime', 'feed'] as const) await stopOne(name);
    if (!options.redis) await redis.cleanup();
    if (!options.database) await database.drop();
  };
  try {
    // Only ingest needs another service up (it polls the feed and syncs its catalogue at start): the others,
    // busy loading their code at start, come up side by side.
    await Promise.all((['feed', 'realtime', 'api', 'web'] as const).map(start));
    await start('ingest');
    await waitForCatalogue(database);
  } catch (error) {
    // A stack that did not come up must not leave its services running behind the failed test.
    await stopAll();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${ports.web}`,
    feedUrl: `http://127.0.0.1:${ports.feed}`,
    database,
    redis,
    async restart(name, whileDown) {
      await stopOne(name);
      await whileDown?.();
      await start(name);
    },
    stop: stopAll,
  };
}

/**
 * Ingest syncs the feed's catalogue (entries, programme, news) once at start. Pages opened before it lands
 * would show it empty (and the API keeps its answers a few seconds), so the stack is ready once it is stored.
 */
async function waitForCatalogue(database: TestDatabase): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { rows } = await sql<{ missing: boolean }>`
      SELECT NOT (EXISTS (SELECT FROM catalogue_entries) AND EXISTS (SELECT FROM program_events)
        AND EXISTS (SELECT FROM news)) AS missing
    `.execute(database.db);
    if (rows[0]?.missing === false) return;
    await sleep(100);
  }
  throw new Error("le catalogue (engagements, programme, actualités) n'a pas été synchronisé");
}

/**
 * The last lines a service logged (its JSON log lines go to stdout, at the stack's level, warnings and up):
 * what says why a service that stopped at start did so.
 */
function logTail(child: ChildProcess): () => string {
  const KEPT = 8192;
  let tail = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-KEPT);
  });
  return () => tail.trim();
}

async function waitForHttp(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) {
      // Its last lines may still be on their way through the pipe.
      await Promise.race([once(child, 'close'), sleep(1000)]);
      throw new Error(`${url} : le service s'est arrêté (code ${child.exitCode})\n${logs()}`);
    }
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} ne répond pas`);
}
