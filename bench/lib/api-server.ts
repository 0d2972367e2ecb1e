import { fileURLToPath } from 'node:url';
import { createRedis } from '@lemans/platform';
import { freePort } from '../../tests/support/free-port.ts';
import { type ChildServer, startChildServer } from './child-server.ts';

export interface ApiServerOptions {
  databaseUrl: string;
  redisUrl: string;
  /** A prefix of the run's own, so that the API follows no other run's live stream. */
  redisPrefix: string;
  /** More variables for this server (a limit lifted, a bound changed). */
  env?: Record<string, string>;
}

/**
 * The real API (services/api, as `npm start` runs it) in its own process on a free port. Stopping it also
 * deletes the keys it left under its prefix (its queues' metadata), so that runs do not pile them up.
 */
export async function startApiServer(options: ApiServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const server = await startChildServer(
    fileURLToPath(new URL('../../services/api/src/main.ts', import.meta.url)),
    [],
    {
      API_PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: options.redisPrefix,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    port,
    '/api/health',
  );
  return {
    ...server,
    async stop() {
      await server.stop();
      await deleteKeysUnder(options.redisUrl, options.redisPrefix);
    },
  };
}

// SCAN rather than KEYS: a shared Redis stays responsive whatever it holds.
export async function deleteKeysUnder(url: string, prefix: string): Promise<void> {
  const redis = createRedis(url, 'client');
  try {
    const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}:*`;
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
    }
  } finally {
    await redis.quit();
  }
}
