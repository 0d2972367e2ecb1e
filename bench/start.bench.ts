import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { withDatabaseName } from '@lemans/platform';
import { freePort } from '../tests/support/free-port.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { type BenchSection, fixed, table } from './lib/stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where `npm start` notes the sources its built site was made of (scripts/start/build-site.ts). */
const BUILD_STAMP = join(ROOT, 'node_modules', '.cache', 'lemans', 'site-build.json');
const TIMEOUT_MS = 300_000;

interface Start {
  name: string;
  /** Forget the built site first: the start builds and compresses it, as every start did before. */
  rebuild: boolean;
}

const STARTS: Start[] = [
  { name: 'site built at every start (before)', rebuild: true },
  { name: 'site already built for these sources (as shipped)', rebuild: false },
];

/**
 * `npm start` as a newcomer runs it, from the command to the first live frame of the race the API serves
 * (62 cars in GET /api/live), on a database that does not exist yet: once making the site as every start
 * used to, once with the site already built for the current sources.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const rows: string[][] = [];
  const seconds: number[] = [];
  for (const [index, start] of STARTS.entries()) {
    const databaseName = `lemans_bench_start_${process.pid}_${index}`;
    if (start.rebuild) await rm(BUILD_STAMP, { force: true });
    try {
      const took = await firstLiveFrame(
        withDatabaseName(serverUrl, databaseName),
        `lemans-bench-start:${process.pid}:${index}`,
      );
      seconds.push(took.totalS);
      rows.push([start.name, fixed(took.servicesS, 1), fixed(took.totalS, 1)]);
    } finally {
      await dropDatabase(serverUrl, databaseName);
    }
  }
  const [before, ours] = seconds as [number, number];
  return {
    title: '`npm start`: from the command to the first live frame',
    markdown: [
      table(['start', 'to every service started, s', 'to the first live frame, s'], rows),
      '',
      `Ratio: the first live frame ${fixed(before / ours, 1)}× sooner once the site is built for the current ` +
        'sources. Each start makes its database (migrations included) and reads the race from 23:45:00 at ' +
        'real speed; the frame counts once the API answers /api/live with the 62 cars.',
    ].join('\n'),
  };
}

async function firstLiveFrame(databaseUrl: string, redisPrefix: string) {
  const ports = {
    feed: await freePort(),
    api: await freePort(),
    realtime: await freePort(),
    web: await freePort(),
  };
  const started = performance.now();
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: redisPrefix,
      FEED_PORT: String(ports.feed),
      API_PORT: String(ports.api),
      REALTIME_PORT: String(ports.realtime),
      PORT: String(ports.web),
      POLL_INTERVAL_MS: '1000',
    },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  try {
    let servicesS = Number.NaN;
    while (performance.now() - started < TIMEOUT_MS) {
      if (Number.isNaN(servicesS) && output.includes('Le Mans live démarre'))
        servicesS = (performance.now() - started) / 1000;
      const live = await fetch(`http://127.0.0.1:${ports.api}/api/live`).then(
        (response) => (response.ok ? (response.json() as Promise<{ data?: unknown[] }>) : null),
        () => null,
      );
      if (live?.data?.length === 62) return { servicesS, totalS: (performance.now() - started) / 1000 };
      await sleep(100);
    }
    throw new Error(`pas de trame en direct après ${TIMEOUT_MS / 1000} s :\n${output.slice(-2000)}`);
  } finally {
    const exited = once(child, 'exit');
    process.kill(-(child.pid as number), 'SIGINT');
    await exited;
    // The services stop after npm itself: their ports and connections are free once they are gone.
    await sleep(3000);
  }
}
