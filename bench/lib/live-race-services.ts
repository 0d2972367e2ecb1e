import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { migrateToLatest } from '@lemans/migrations';
import { withDatabaseName } from '@lemans/platform';
import { ourFeedAt } from '../../scripts/start/services.ts';
import { FEED_CONTROL_SECRET } from '../../tests/support/feed-control.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { dropDatabase } from '../../tests/support/postgres-admin.ts';
import { startApiServer } from './api-server.ts';
import { type ChildServer, startChildServer } from './child-server.ts';

const READY_TIMEOUT_MS = 120_000;
const CARS = 62;

export interface LiveRaceServices {
  /** host:port of the API and of the realtime server, for a proxy's upstreams. */
  apiHost: string;
  realtimeHost: string;
  /** The race time of the live frame the API serves now (s since the start): it moves while frames arrive. */
  raceElapsedS(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The site's services as `npm start` runs them, each in its own process, on a database and Redis prefix of
 * their own: the feed plays the recorded 2025 race live (speed 1) from `raceTime`, ingest polls it at its
 * production interval, the API and the realtime server serve what it publishes. Ready once the API's live
 * frame holds the 62 cars and the catalogue's news are stored, as a visitor finds the site mid-race.
 * `siteOrigins` are the origins pages will open the socket from.
 */
export async function startLiveRace(
  name: string,
  raceTime: string,
  siteOrigins: string[],
): Promise<LiveRaceServices> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_${name.replaceAll('-', '_')}_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const shared = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `lemans-bench-${name}:${process.pid}`,
    LOG_LEVEL: 'warn',
  };
  // Stopped in reverse: ingest first (nothing publishes any more), the API last (it deletes the prefix's keys).
  const started: ChildServer[] = [];
  const stop = async () => {
    for (const server of started.reverse()) await server.stop().catch(() => {});
    await dropDatabase(serverUrl, databaseName);
  };
  try {
    await migrateToLatest(databaseUrl);
    const api = await startApiServer({ databaseUrl, redisUrl, redisPrefix: shared.REDIS_PREFIX });
    started.push(api);
    const feedPort = await freePort();
    started.push(
      await service('services/feed/src/main.ts', feedPort, '/health', {
        FEED_PORT: String(feedPort),
        FEED_START: raceTime,
        FEED_SPEED: '1',
        FEED_END: 'hold',
        FEED_CONTROL_SECRET,
      }),
    );
    const realtimePort = await freePort();
    const realtime = await service('services/realtime/src/main.ts', realtimePort, '/health', {
      ...shared,
      REALTIME_PORT: String(realtimePort),
      REALTIME_ALLOWED_ORIGINS: siteOrigins.join(','),
    });
    started.push(realtime);
    const ingestPort = await freePort();
    started.push(
      await service('services/ingest/src/main.ts', ingestPort, '/health', {
        ...shared,
        DATABASE_URL: databaseUrl,
        ...ourFeedAt(`http://127.0.0.1:${feedPort}`),
        FEED_CONTROL_SECRET,
        INGEST_PORT: String(ingestPort),
      }),
    );
    await midRace(api.url);
    return {
      apiHost: new URL(api.url).host,
      realtimeHost: new URL(realtime.url).host,
      raceElapsedS: () => raceElapsedS(api.url),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function service(entry: string, port: number, readyPath: string, env: NodeJS.ProcessEnv) {
  return startChildServer(
    fileURLToPath(new URL(`../../${entry}`, import.meta.url)),
    [],
    env,
    port,
    readyPath,
  );
}

async function raceElapsedS(apiUrl: string): Promise<number> {
  const live = (await (await fetch(`${apiUrl}/api/live`)).json()) as { weather?: { elapsed_time?: number } };
  return live.weather?.elapsed_time ?? Number.NaN;
}

/** The live frame with every car, and the catalogue ingest syncs at start (the home page's news). */
async function midRace(apiUrl: string): Promise<void> {
  const json = (path: string) =>
    fetch(`${apiUrl}${path}`).then(
      (response) => (response.ok ? (response.json() as Promise<unknown>) : null),
      () => null,
    );
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const live = (await json('/api/live')) as { data?: unknown[] } | null;
    const news = await json('/api/news');
    if (live?.data?.length === CARS && Array.isArray(news) && news.length > 0) return;
    await sleep(250);
  }
  throw new Error(`la course en direct n'est pas servie après ${READY_TIMEOUT_MS / 1000} s`);
}
