import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { busKeys, publishFrame } from '@lemans/bus';
import { migrateToLatest } from '@lemans/migrations';
import { createDb, createRedis, withDatabaseName } from '@lemans/platform';
import { freePort } from '../tests/support/free-port.ts';
import { feedSnapshotAt, liveFrameAt, readRecording2025, seedSession } from '../tests/support/live-seed.ts';
import { startNginx } from '../tests/support/nginx.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { startApiServer } from './lib/api-server.ts';
import { type ChildServer, processCpuMs, processRssBytes, startChildServer } from './lib/child-server.ts';
import { LOAD_HEADER, type Load, loadCells, measureLoad } from './lib/http-load.ts';
import { type BenchSection, fixed, table } from './lib/stats.ts';

const RACE_TIME_MS = 12 * 3_600_000;
const LOAD = { connections: 64, durationS: 8, conditional: false };
const LIVE = '/api/live';
const SESSION = 'lemans-2025-race';
/** The bar: the proxy serves at least 0.7 times what raw node:http serves with the same bytes. */
const PROXY_TARGET = 0.7;
const WEB = fileURLToPath(new URL('../web', import.meta.url));

/**
 * GET /api/live as a crowd asks it of the site's origin: through the production proxy (nginx, its
 * micro-cache in front of the API), through the Node site server of development (which passes every request
 * on), straight to the API, and from raw node:http answering with the same bytes it already holds, the most
 * any Node server can do. Each in its own processes, one after the other, under the same load.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_proxy_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const redisPrefix = `lemans-bench-proxy:${process.pid}`;
  const keys = busKeys(redisPrefix);
  const redis = createRedis(redisUrl, 'client');
  const scratch = await mkdtemp(join(tmpdir(), 'lemans-bench-proxy-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    if (!existsSync(join(WEB, 'dist', 'index.html')))
      await promisify(execFile)('npm', ['run', 'build', '-w', 'web']);
    await migrateToLatest(databaseUrl);
    const recording = await readRecording2025();
    const db = createDb(databaseUrl, { max: 1 });
    await seedSession(db, SESSION, feedSnapshotAt(recording, RACE_TIME_MS)).finally(() => db.destroy());
    const frame = liveFrameAt(recording, RACE_TIME_MS, SESSION);
    const data = JSON.stringify(frame);
    await publishFrame(redis, keys, { type: 'live-update', session: SESSION, current: true, data }, 100);

    const api = await startApiServer({ databaseUrl, redisUrl, redisPrefix });
    stops.push(() => api.stop());
    // The bytes the API serves, for the raw server to hold.
    const answer = await fetch(`${api.url}${LIVE}`, { headers: { 'accept-encoding': 'identity' } });
    const bodyPath = join(scratch, 'live.json');
    await writeFile(bodyPath, Buffer.from(await answer.arrayBuffer()));
    const rawPort = await freePort();
    const raw = await startChildServer(
      fileURLToPath(new URL('./alternatives/raw-bytes-server.ts', import.meta.url)),
      [String(rawPort), bodyPath, answer.headers.get('etag') ?? '""'],
      {},
      rawPort,
      '/health',
    );
    stops.push(() => raw.stop());
    const sitePort = await freePort();
    const site = await startChildServer(
      join(WEB, 'server', 'main.ts'),
      [],
      { PORT: String(sitePort), API_URL: api.url, LOG_LEVEL: 'warn' },
      sitePort,
      '/',
    );
    stops.push(() => site.stop());
    const nginx = await startNginx({
      siteRoot: join(WEB, 'dist'),
      api: [new URL(api.url).host],
      realtime: ['127.0.0.1:9'],
    });
    stops.push(() => nginx.stop());
    const proxy: ChildServer = {
      url: nginx.url,
      cpuMs: async () =>
        (await Promise.all((await nginx.pids()).map(processCpuMs))).reduce((a, b) => a + b, 0),
      rssBytes: async () =>
        (await Promise.all((await nginx.pids()).map(processRssBytes))).reduce((a, b) => a + b, 0),
      stop: () => nginx.stop(),
    };

    const contenders: [string, ChildServer][] = [
      ['raw node:http holding the same bytes (reference)', raw],
      ['nginx proxy, micro-cache in front of the API (production)', proxy],
      ['Node site server passing each request to the API (development)', site],
      ['the API alone (frame in memory)', api],
    ];
    const results: [string, Load][] = [];
    for (const [label, server] of contenders) results.push([label, await measureLoad(server, LIVE, LOAD)]);
    const reference = (results[0] as [string, Load])[1].requestsPerSecond;
    const share = (load: Load) => load.requestsPerSecond / reference;
    const proxyShare = share((results[1] as [string, Load])[1]);
    return {
      title: `The site's origin under a crowd: GET ${LIVE} (62 cars) through the proxy, the site server, the API alone and raw node:http (${LOAD.connections} connections, ${LOAD.durationS} s each)`,
      markdown: [
        table(
          [...LOAD_HEADER, 'share of raw node:http'],
          results.map(([label, load]) => [label, ...loadCells(load), `${fixed(share(load), 2)}×`]),
        ),
        '',
        `Through the proxy: **${fixed(proxyShare, 2)}×** the requests/s of raw node:http serving the same bytes ` +
          `(target: at least ${PROXY_TARGET}×, ${proxyShare >= PROXY_TARGET ? 'met' : 'missed'}); ` +
          `${fixed(proxyShare / share((results[2] as [string, Load])[1]), 1)}× the site server's. Full GETs of the identity body; ` +
          "the proxy runs the shipped configuration (deploy/nginx, a worker per core) and its CPU is its master's and workers', the API's counts only for the requests the cache let through.",
      ].join('\n'),
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await redis.del(keys.frames, keys.latestLive(SESSION), keys.currentSession);
    await redis.quit();
    await rm(scratch, { recursive: true, force: true });
    await dropDatabase(serverUrl, databaseName);
  }
}
