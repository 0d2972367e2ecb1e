import { fileURLToPath } from 'node:url';
import { busKeys, publishFrame } from '@lemans/bus';
import { migrateToLatest } from '@lemans/migrations';
import { createDb, createRedis, withDatabaseName } from '@lemans/platform';
import { freePort } from '../tests/support/free-port.ts';
import { feedSnapshotAt, liveFrameAt, readRecording2025, seedSession } from '../tests/support/live-seed.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { type ChildServer, startChildServer } from './lib/child-server.ts';
import { LOAD_HEADER, loadCells, measureLoad } from './lib/http-load.ts';
import { type BenchSection, ratio, table } from './lib/stats.ts';

const RACE_TIME_MS = 12 * 3_600_000;
const DURATION_S = 8;
const CONNECTIONS = 64;
const LOAD = { connections: CONNECTIONS, durationS: DURATION_S };
const LIVE = '/api/live';
const SESSION = 'lemans-2025-race';

/**
 * Throughput of GET /api/live, the call every open ranking page makes every 10 s: our API (frame held in
 * memory, serialised once per frame, strong ETag, 304) against an express handler that queries Postgres
 * and serialises per request. Both run in their own process against the same seeded database (a dedicated
 * one, dropped at the end) under the same load.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseUrl = withDatabaseName(serverUrl, `lemans_bench_api_${process.pid}`);
  const redisPrefix = `lemans-bench-api:${process.pid}`;
  const keys = busKeys(redisPrefix);
  const redis = createRedis(redisUrl, 'client');
  const servers: ChildServer[] = [];
  try {
    await migrateToLatest(databaseUrl);
    const recording = await readRecording2025();
    const db = createDb(databaseUrl, { max: 1 });
    await seedSession(db, SESSION, feedSnapshotAt(recording, RACE_TIME_MS)).finally(() => db.destroy());
    const frame = liveFrameAt(recording, RACE_TIME_MS, SESSION);
    const frameId = await publishFrame(
      redis,
      keys,
      { type: 'live-update', session: SESSION, current: true, data: JSON.stringify(frame) },
      100,
    );

    const ourPort = await freePort();
    const ours = await startChildServer(
      fileURLToPath(new URL('../services/api/src/main.ts', import.meta.url)),
      [],
      {
        API_PORT: String(ourPort),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        LOG_LEVEL: 'warn',
      },
      ourPort,
      '/api/health',
    );
    servers.push(ours);
    await untilServed(ours, frameId);
    const naivePort = await freePort();
    const naive = await startChildServer(
      fileURLToPath(new URL('./alternatives/naive-live-server.ts', import.meta.url)),
      [String(naivePort), databaseUrl, SESSION],
      {},
      naivePort,
      '/health',
    );
    servers.push(naive);

    const results = [];
    for (const conditional of [false, true]) {
      const mine = await measureLoad(ours, LIVE, { ...LOAD, conditional });
      const theirs = await measureLoad(naive, LIVE, { ...LOAD, conditional });
      results.push({ conditional, mine, theirs });
    }
    const rows = results.flatMap(({ conditional, mine, theirs }) => {
      const kind = conditional ? 'conditional GET (If-None-Match)' : 'full GET';
      return [
        [`api (frame in memory), ${kind}`, ...loadCells(mine)],
        [`naive express + Postgres, ${kind}`, ...loadCells(theirs)],
      ];
    });
    const ratios = results
      .map(({ conditional, mine, theirs }) => {
        const kind = conditional ? 'conditional' : 'full';
        return `${kind}: ${ratio(theirs.requestsPerSecond, mine.requestsPerSecond)} the requests/s, p99 ${ratio(mine.p99, theirs.p99)} lower`;
      })
      .join('; ');
    return {
      title: `API: GET ${LIVE} (62 cars, ${CONNECTIONS} connections, ${DURATION_S} s each)`,
      markdown: [
        table(LOAD_HEADER, rows),
        '',
        `Ratios (ours vs naive): ${ratios}. The naive server's CPU excludes the Postgres backends it keeps busy.`,
      ].join('\n'),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await redis.del(keys.frames, keys.latestLive(SESSION), keys.currentSession);
    await redis.quit();
    await dropDatabase(serverUrl, `lemans_bench_api_${process.pid}`);
  }
}

/** The API follows the stream in the background: measure it once it serves the published frame. */
async function untilServed(server: ChildServer, frameId: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${server.url}${LIVE}`, { headers: { 'accept-encoding': 'identity' } });
    await response.arrayBuffer();
    if (response.headers.get('etag') === `"${frameId}"`) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("L'API ne sert pas l'image publiée");
}
