import { busKeys, publishFrame } from '@lemans/bus';
import { createRedis, withDatabaseName } from '@lemans/platform';
import { liveFrameAt, readRecording2025 } from '../../tests/support/live-seed.ts';
import { dropDatabase } from '../../tests/support/postgres-admin.ts';
import { startApiServer } from './api-server.ts';
import type { ChildServer } from './child-server.ts';
import { type SeededRace, seedRace2025 } from './race-database.ts';

/** The live session the probe of a load benchmark reads, beside the race the load reads. */
const LIVE_SESSION = 'course-en-direct';

export interface ProbedRace {
  race: SeededRace;
  /**
   * An API process (services/api, as npm start runs it) on the race's database, with `env` for its own
   * settings, whose live frame (GET /api/live) is the race at 12:00 in a session of its own.
   */
  startApi(env?: Record<string, string>): Promise<ChildServer>;
  close(): Promise<void>;
}

/**
 * What the API's load benchmarks share: the whole 2025 race ingested into a database named after the
 * benchmark, and API processes each following a Redis prefix of its own that holds one live frame, for a
 * probe to read while the load runs.
 */
export async function probedRace(name: string): Promise<ProbedRace> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_${name.replaceAll('-', '_')}_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const redis = createRedis(redisUrl, 'client');
  const close = async () => {
    await redis.quit();
    await dropDatabase(serverUrl, databaseName);
  };
  try {
    const race = await seedRace2025(databaseUrl);
    const data = JSON.stringify(liveFrameAt(await readRecording2025(), 12 * 3_600_000, LIVE_SESSION));
    let started = 0;
    return {
      race,
      async startApi(env = {}) {
        const redisPrefix = `lemans-bench-${name}:${process.pid}:${started++}`;
        const frame = { type: 'live-update', session: LIVE_SESSION, current: true, data } as const;
        await publishFrame(redis, busKeys(redisPrefix), frame, 10);
        return startApiServer({ databaseUrl, redisUrl, redisPrefix, env });
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
