import { fileURLToPath } from 'node:url';
import { createDb, withDatabaseName } from '@lemans/platform';
import { CHECKPOINT_INTERVAL_MS } from '@lemans/projections';
import { sql } from 'kysely';
import { mulberry32 } from '../services/feed/src/faults.ts';
import { freePort } from '../tests/support/free-port.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { startApiServer } from './lib/api-server.ts';
import { type ChildServer, startChildServer } from './lib/child-server.ts';
import { seedRace2025 } from './lib/race-database.ts';
import { assertSameAnswers } from './lib/same-answers.ts';
import { type BenchSection, fixed, ratio, type Summary, summarise, table } from './lib/stats.ts';

const DURATION_S = 10;
/** One request at a time (its latency alone), then a few visitors scrubbing at once. */
const CONNECTIONS = [1, 4];
const RACE_MS = 24 * 3_600_000;
/** Moments a visitor goes back to (a slider's recent positions), for the cached row. */
const REVISITED = 200;

interface Measured {
  connections: number;
  latency: Summary;
  requestsPerSecond: number;
  cpuMsPerRequest: number;
  statuses: string;
}

/**
 * GET /api/live?sessionId=&at= on the whole 2025 race, at moments drawn uniformly over the 24 hours: the
 * API (latest state checkpoint plus the events after it, folded) against the handler one would write
 * first (fold every event from the start up to the moment on each request). Both run in their own
 * process against the same database (a dedicated one, dropped at the end) and must first answer the same
 * frames at a few moments.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_travel_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const servers: ChildServer[] = [];
  try {
    const race = await seedRace2025(databaseUrl);
    const storage = await checkpointStorage(databaseUrl, race.sessionId);
    const ours = await startApiServer({
      databaseUrl,
      redisUrl,
      redisPrefix: `lemans-bench-travel:${process.pid}`,
    });
    servers.push(ours);
    const naivePort = await freePort();
    const naive = await startChildServer(
      fileURLToPath(new URL('./alternatives/naive-time-travel-server.ts', import.meta.url)),
      [String(naivePort), databaseUrl],
      {},
      naivePort,
      '/health',
    );
    servers.push(naive);

    const pathAt = (at: number) => `/api/live?sessionId=${race.sessionId}&at=${at}`;
    await assertSameAnswers(
      ours,
      naive,
      [0, 1_234_567, 6 * 3_600_000, 12 * 3_600_000 + 3_000, RACE_MS - 1_000, RACE_MS + 3_600_000].map(pathAt),
    );

    // A seeded generator: the same moments on every run, so that runs compare.
    const random = mulberry32(2025);
    // Every moment a new one (to the millisecond): the API's cache of ended sessions never answers.
    const anyMoment = () => pathAt(Math.floor(random() * RACE_MS));
    const revisited = Array.from({ length: REVISITED }, () => pathAt(Math.floor(random() * RACE_MS)));
    for (const path of revisited) await (await fetch(`${ours.url}${path}`)).arrayBuffer();
    const mine = [];
    for (const connections of CONNECTIONS) mine.push(await measure(ours, anyMoment, connections));
    const [alone, together] = mine as [Measured, Measured];
    const last = CONNECTIONS.at(-1) as number;
    const cached = await measure(ours, () => revisited[Math.floor(random() * REVISITED)] as string, last);
    // Seconds per request: one connection, and longer, so that its few answers still make a distribution.
    const theirs = await measure(naive, anyMoment, 1, 3 * DURATION_S);

    const row = (name: string, result: Measured) => [
      name,
      result.connections,
      result.latency.count,
      fixed(result.requestsPerSecond, 1),
      fixed(result.latency.p50, 1),
      fixed(result.latency.p99, 1),
      fixed(result.latency.max, 1),
      fixed(result.cpuMsPerRequest, 2),
      result.statuses,
    ];
    return {
      title: `API: time travel, GET /api/live?sessionId=&at= on the whole 2025 race (${DURATION_S} s per row)`,
      markdown: [
        table(
          [
            'server',
            'connections',
            'requests',
            'requests/s',
            'p50 ms',
            'p99 ms',
            'max ms',
            'server CPU ms/request',
            'statuses',
          ],
          [
            ...mine.map((result) =>
              row('api: checkpoint + events after it, a new moment each request', result),
            ),
            row(`api: ${REVISITED} moments asked again (in-memory cache of ended sessions)`, cached),
            row('naive: fold every event from the start to the moment', theirs),
          ],
        ),
        '',
        `Ratio (naive / ours, one connection, new moments): p50 ${ratio(alone.latency.p50, theirs.latency.p50)}, ` +
          `p99 ${ratio(alone.latency.p99, theirs.latency.p99)}, ` +
          `${ratio(theirs.requestsPerSecond, alone.requestsPerSecond)} the requests/s ` +
          `(${fixed(together.requestsPerSecond, 0)} requests/s with ${last} connections).`,
        '',
        `Moments drawn uniformly over the 24 hours (a fixed seed). A state checkpoint every ` +
          `${CHECKPOINT_INTERVAL_MS / 60_000} min of race time: ${storage.count} for the race, ` +
          `${fixed(storage.bytes / 2 ** 20, 1)} MiB stored (${fixed(storage.bytes / storage.count / 1024, 1)} KiB each, ` +
          'compressed by Postgres). Both servers read the events through the same index and build the same ' +
          'frame; they answered the same frames at six moments (start, end, past the end) before the load. ' +
          'Server CPU excludes the Postgres backends.',
      ].join('\n'),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await dropDatabase(serverUrl, databaseName);
  }
}

/** Clients in a closed loop for a while, each asking for the next path once answered. */
async function measure(
  server: ChildServer,
  nextPath: () => string,
  connections: number,
  durationS = DURATION_S,
): Promise<Measured> {
  const samples: number[] = [];
  const statuses = new Map<number, number>();
  let requests = 0;
  const cpuBefore = await server.cpuMs();
  const started = performance.now();
  const until = started + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const sent = performance.now();
        // Each request from a visitor of its own (as the site server forwards it): this measures rebuilds,
        // and one visitor is refused past 60 moments in 10 s, what a person scrubbing a race asks at most.
        const visitor = requests++;
        const response = await fetch(`${server.url}${nextPath()}`, {
          headers: {
            'accept-encoding': 'identity',
            'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
          },
        });
        await response.arrayBuffer();
        samples.push(performance.now() - sent);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const cpuMs = (await server.cpuMs()) - cpuBefore;
  return {
    connections,
    latency: summarise(samples),
    requestsPerSecond: samples.length / elapsedS,
    cpuMsPerRequest: cpuMs / Math.max(1, samples.length),
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(' '),
  };
}

async function checkpointStorage(databaseUrl: string, sessionId: string) {
  const db = createDb(databaseUrl, { max: 1 });
  try {
    const { rows } = await sql<{ count: number; bytes: number }>`
      SELECT count(*)::int AS count, sum(pg_column_size(state))::int AS bytes
      FROM session_state_checkpoints WHERE session_id = ${sessionId}`.execute(db);
    return rows[0] ?? { count: 0, bytes: 0 };
  } finally {
    await db.destroy();
  }
}
