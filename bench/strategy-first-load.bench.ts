import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseRaceTime } from '@lemans/contract/timing';
import { withDatabaseName } from '@lemans/platform';
import { freePort } from '../tests/support/free-port.ts';
import { readRecording2025 } from '../tests/support/live-seed.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { startApiServer } from './lib/api-server.ts';
import { type ChildServer, startChildServer } from './lib/child-server.ts';
import { FRAME_STEP_MS } from './lib/race-frames.ts';
import { pollRunningRace, seedRunningRace } from './lib/running-race.ts';
import { type BenchSection, fixed, summarise, table } from './lib/stats.ts';

/** Mid-race: the session has twelve hours of laps behind it, and its polls go on every 3 s. */
const MID_RACE = '12:00:00';
/** Fans opening the ranking, then its strategy view, one after the other. */
const FANS = 24;
/** Between two fans: not a multiple of the polls' interval, so that fans arrive at every point of it. */
const FAN_EVERY_MS = 1_300;
/** API processes started mid-race, each asked at once for the strategy. */
const STARTS = 3;
const READY_TIMEOUT_MS = 60_000;

/**
 * The strategy view's first answer mid-race, as a fan opening it meets it: `GET /api/sessions/:id/strategy`
 * of a running session whose stream moves with every poll, against the ranking's first answer (`GET
 * /api/live`, served from memory) and against the strategy computed on request, as before the analyses were
 * kept warm (alternatives/naive-strategy-server.ts: no worker thread to start, no cache, its own core).
 * Then an API started mid-race, asked at once: what is left to wait before its first analysis is computed.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_strategy_first_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const redisPrefix = `lemans-bench-strategy-first:${process.pid}`;
  const servers: ChildServer[] = [];
  const recording = await readRecording2025();
  let race: Awaited<ReturnType<typeof pollRunningRace>> | undefined;
  try {
    const sessionId = await seedRunningRace(databaseUrl, recording, parseRaceTime(MID_RACE) as number);
    race = await pollRunningRace(databaseUrl, redisUrl, redisPrefix, recording, sessionId);
    const strategyPath = `/api/sessions/${sessionId}/strategy`;

    const ours = await startApiServer({ databaseUrl, redisUrl, redisPrefix });
    servers.push(ours);
    const naivePort = await freePort();
    const naive = await startChildServer(
      fileURLToPath(new URL('./alternatives/naive-strategy-server.ts', import.meta.url)),
      [String(naivePort), databaseUrl],
      {},
      naivePort,
      '/health',
    );
    servers.push(naive);
    await liveServed(ours, sessionId);
    // A few polls, as a fan finds the site mid-race: the API has followed the stream for a while.
    await framesPassed(race, 3);

    const ranking: number[] = [];
    const strategy: number[] = [];
    const computed: number[] = [];
    const cpuBefore = await ours.cpuMs();
    const framesBefore = race.frames;
    for (let fan = 0; fan < FANS; fan++) {
      const started = performance.now();
      ranking.push(await firstAnswerMs(ours, '/api/live'));
      strategy.push(await firstAnswerMs(ours, strategyPath));
      computed.push(await firstAnswerMs(naive, strategyPath));
      await sleep(Math.max(0, FAN_EVERY_MS - (performance.now() - started)));
    }
    // What keeping the analysis warm costs the API: its CPU per poll, fans' requests included.
    const cpuPerFrame = ((await ours.cpuMs()) - cpuBefore) / (race.frames - framesBefore);

    // Its answers shared in Redis die with it: each API started next computes its own.
    await ours.stop();
    servers.splice(servers.indexOf(ours), 1);
    const afterStart = { ranking: [] as number[], strategy: [] as number[] };
    for (let start = 0; start < STARTS; start++) {
      const fresh = await startApiServer({ databaseUrl, redisUrl, redisPrefix });
      try {
        await liveServed(fresh, sessionId);
        afterStart.ranking.push(await firstAnswerMs(fresh, '/api/live'));
        afterStart.strategy.push(await firstAnswerMs(fresh, strategyPath));
      } finally {
        await fresh.stop();
      }
    }

    const [rank, ourStrategy, onRequest] = [ranking, strategy, computed].map(summarise) as [
      ReturnType<typeof summarise>,
      ReturnType<typeof summarise>,
      ReturnType<typeof summarise>,
    ];
    const row = (name: string, samples: number[]) => {
      const summary = summarise(samples);
      return [name, summary.count, fixed(summary.p50, 1), fixed(summary.p99, 1), fixed(summary.max, 1)];
    };
    return {
      title: `The strategy view's first answer mid-race (${MID_RACE}), a poll every 3 s`,
      markdown: [
        table(
          ['first answer', 'fans', 'p50 ms', 'p99 ms', 'max ms'],
          [
            row('ranking, `GET /api/live`', ranking),
            row('strategy, ours (kept warm at each poll)', strategy),
            row('strategy computed on request (before)', computed),
            row('ranking, API started mid-race, asked at once', afterStart.ranking),
            row('strategy, API started mid-race, asked at once', afterStart.strategy),
          ],
        ),
        '',
        `Ratios (p50 / p99): ours against the ranking ${fixed(ourStrategy.p50 / rank.p50, 1)}× / ` +
          `${fixed(ourStrategy.p99 / rank.p99, 1)}×; computed on request against ours ` +
          `${fixed(onRequest.p50 / ourStrategy.p50, 0)}× / ${fixed(onRequest.p99 / ourStrategy.p99, 0)}×. ` +
          `Keeping the session warm costs the API ${fixed(cpuPerFrame, 0)} ms of CPU per poll ` +
          `(${fixed((cpuPerFrame / FRAME_STEP_MS) * 100, 1)} % of a core, fans' requests included), in its ` +
          'reads thread at nice 10.',
        '',
        `The 2025 race followed live from its start to ${MID_RACE} through ingest's code, then polled on in ` +
          'real time (its events committed, its frame published); each fan, one every ' +
          `${FAN_EVERY_MS} ms, asks the ranking then the strategy, gzip, as a browser does. The ` +
          "API is the site's, started once the race runs (worker threads as configured by default); the " +
          "computation on request is the same query, analysis and answer in a server's own thread, without " +
          'the start of a reads thread nor its nice value. An API started mid-race is asked as soon as it ' +
          'serves the live frame: its reads thread starts and computes the analysis at that frame.',
      ].join('\n'),
    };
  } finally {
    await race?.stop();
    for (const server of servers.reverse()) await server.stop();
    await dropDatabase(serverUrl, databaseName);
  }
}

/** From the request to the last byte of the answer, which must be a success. */
async function firstAnswerMs(server: ChildServer, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} : ${response.status}`);
  return performance.now() - started;
}

/** Once the API serves the session's live frame, as a fan's page first asks it. */
async function liveServed(api: ChildServer, sessionId: string): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const live = await fetch(`${api.url}/api/live`).then(
      (response) => (response.ok ? (response.json() as Promise<{ session_id?: string }>) : null),
      () => null,
    );
    if (live?.session_id === sessionId) return;
    await sleep(50);
  }
  throw new Error(`l'API ne sert pas la trame de ${sessionId}`);
}

async function framesPassed(race: { readonly frames: number }, count: number): Promise<void> {
  const until = race.frames + count;
  while (race.frames < until) await sleep(100);
}
