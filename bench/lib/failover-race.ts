import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ourFeedAt } from '../../scripts/start/services.ts';
import { FEED_CONTROL_SECRET } from '../../tests/support/feed-control.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { type ChildProcessServer, startChildServer } from './child-server.ts';

/** Ingest's poll; the feed moves on by FEED_STEP_MS of race at each one, so that every poll brings a frame. */
export const POLL_INTERVAL_MS = 1000;
const FEED_STEP_MS = 3000;
/** Mid-race: the field is spread out and every car moves. */
const FEED_START = '14:00:00';
const CARS = 62;
const READY_TIMEOUT_MS = 120_000;

export interface FailoverRace {
  /** Where clients open their socket to the realtime process. */
  socketUrl: string;
  apiUrl: string;
  /**
   * What a supervisor does for a site that cannot ride through: ingest and the API killed, then started
   * again on `databaseUrl`; resolves once both answer.
   */
  restartOnto(databaseUrl: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The site's services as `npm start` runs them, each in its own process, on `databaseUrl` and the Redis
 * that `redisEnv` names (its variables, prefix included): the feed plays the 2025 race from mid-race, one
 * step of race per poll; ingest polls it, the API and the realtime server serve what it publishes. Ready
 * once the API's live frame holds every car.
 */
export async function startFailoverRace(
  databaseUrl: string,
  redisEnv: Record<string, string>,
): Promise<FailoverRace> {
  const shared = { ...redisEnv, LOG_LEVEL: 'warn' };
  const started: ChildProcessServer[] = [];
  // Stopped in reverse: ingest first (nothing publishes any more), the feed last.
  const stop = async () => {
    for (const server of started.splice(0).reverse()) await server.stop().catch(() => {});
  };
  try {
    const feedPort = await freePort();
    const feed = await service('services/feed/src/main.ts', feedPort, '/health', {
      FEED_PORT: String(feedPort),
      FEED_START,
      FEED_SPEED: '1',
      FEED_STEP_MS: String(FEED_STEP_MS),
      FEED_END: 'hold',
      FEED_CONTROL_SECRET,
    });
    started.push(feed);
    const realtimePort = await freePort();
    started.push(
      await service('services/realtime/src/main.ts', realtimePort, '/health', {
        ...shared,
        REALTIME_PORT: String(realtimePort),
      }),
    );
    const startApi = async (url: string) => {
      const port = await freePort();
      return service('services/api/src/main.ts', port, '/api/health', {
        ...shared,
        API_PORT: String(port),
        DATABASE_URL: url,
      });
    };
    const startIngest = async (url: string) => {
      const port = await freePort();
      return service('services/ingest/src/main.ts', port, '/health', {
        ...shared,
        DATABASE_URL: url,
        ...ourFeedAt(feed.url),
        FEED_CONTROL_SECRET,
        POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
        INGEST_PORT: String(port),
      });
    };
    let api = await startApi(databaseUrl);
    started.push(api);
    let ingest = await startIngest(databaseUrl);
    started.push(ingest);
    await everyCarLive(api.url);
    return {
      socketUrl: `ws://127.0.0.1:${realtimePort}/socket`,
      get apiUrl() {
        return api.url;
      },
      async restartOnto(url) {
        await Promise.all([api.kill(), ingest.kill()]);
        started.splice(started.indexOf(api), 1);
        started.splice(started.indexOf(ingest), 1);
        [api, ingest] = await Promise.all([startApi(url), startIngest(url)]);
        started.push(api, ingest);
      },
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

async function everyCarLive(apiUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const live = await fetch(`${apiUrl}/api/live`).then(
      (response) => (response.ok ? (response.json() as Promise<{ data?: unknown[] }>) : null),
      () => null,
    );
    if (live?.data?.length === CARS) return;
    await sleep(250);
  }
  throw new Error(`la course en direct n'est pas servie après ${READY_TIMEOUT_MS / 1000} s`);
}
