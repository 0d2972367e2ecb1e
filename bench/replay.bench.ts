import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { busKeys, readServiceHeartbeats } from '@lemans/bus';
import { openQueue } from '@lemans/bus/queues';
import { ReplaysQueue } from '@lemans/bus/replays-queue';
import type { ReplaySummary } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import { migrateToLatest } from '@lemans/migrations';
import { createDb, createLogger, createRedis, type Db, withDatabaseName } from '@lemans/platform';
import { readRecordingFile } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import { ingestRecording } from '../services/ingest/src/ingest/ingest-recording.ts';
import { spawnIngest } from '../tests/integration/ingest/replay-harness.ts';
import { FEED_CONTROL_SECRET, feedControlHeaders } from '../tests/support/feed-control.ts';
import { freePort } from '../tests/support/free-port.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { startApiServer } from './lib/api-server.ts';
import { startChildServer } from './lib/child-server.ts';
import { type BenchSection, fixed, ratio, summarise, table } from './lib/stats.ts';

const RECORDING = fileURLToPath(
  new URL('../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const SPEED = 600;
/** The live poll interval: a replay at 600× is polled every max(100, 3000 / 600) = 100 ms. */
const POLL_INTERVAL_MS = 3000;
const SAMPLE_MS = 250;
const TIMEOUT_MS = 15 * 60_000;

interface Run {
  sessionId: string;
  seconds: number;
  polls: number;
  events: number;
  laps: number;
  pitStops: number;
  /** Race seconds the API was behind the feed, sampled while the race played. */
  lagSeconds: number[];
  /** The same, at the last sample before the feed reached the chequered flag. */
  finalLagSeconds: number;
}

/**
 * A replay of the whole 2025 race at 600× through the pipeline, on the real services in their own
 * processes: the feed plays the stored recording on a replay channel, ingest polls it every 100 ms into its
 * own session, the API serves its frames. Timed from the start command to the chequered flag in
 * GET /api/live?sessionId=…. Against what an operator would do without replays: play the recording on the
 * feed's main channel at 600× (FEED_SPEED, FEED_REPLAY) and let ingest poll it as the live feed, every 3 s,
 * started at the same moment on the same machine: each of its polls sees 30 minutes of race. Both are
 * compared with the race as ingested at one snapshot per 3 s of race time (the original session).
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_replay_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const redisPrefix = `lemans-bench-replay:${process.pid}`;
  const cleanups: (() => Promise<unknown>)[] = [() => dropDatabase(serverUrl, databaseName)];
  try {
    await migrateToLatest(databaseUrl);
    const db = createDb(databaseUrl, { max: 2 });
    cleanups.push(() => db.destroy());
    const recording = await readRecordingFile(RECORDING);
    const { id: recordingId } = await saveLapRecording(db, recording);

    const feedPort = await freePort();
    const feed = await startChildServer(
      fileURLToPath(new URL('../services/feed/src/main.ts', import.meta.url)),
      [],
      {
        FEED_PORT: String(feedPort),
        FEED_START: '00:00:00',
        FEED_SPEED: String(SPEED),
        FEED_REPLAY: 'true',
        FEED_STEP_MS: '',
        DATABASE_URL: databaseUrl,
        FEED_CONTROL_SECRET,
        LOG_LEVEL: 'warn',
      },
      feedPort,
      '/health',
    );
    cleanups.push(() => feed.stop());
    // The main channel waits at the start for both runs to begin together.
    await post(`${feed.url}/control`, { paused: true, raceTime: 0 });
    const api = await startApiServer({ databaseUrl, redisUrl, redisPrefix });
    cleanups.push(() => api.stop());
    const ingest = spawnIngest({
      databaseUrl,
      redisUrl,
      redisPrefix,
      feedUrl: `${feed.url}/live/WEC/data.json`,
      pollIntervalMs: POLL_INTERVAL_MS,
      stderr: 'inherit',
    });
    cleanups.push(() => stop(ingest));

    const logger = createLogger('bench-replay', 'silent');
    const connection = createRedis(redisUrl, 'queue');
    const eventsConnection = createRedis(redisUrl, 'worker');
    const replays = new ReplaysQueue({
      connection,
      eventsConnection,
      redisPrefix,
      logger,
      timeoutMs: 60_000,
    });
    const polls = openQueue('replayPolls', connection, redisPrefix);
    const redis = createRedis(redisUrl, 'client');
    cleanups.push(async () => {
      await polls.close();
      await replays.close();
      connection.disconnect();
      eventsConnection.disconnect();
      redis.disconnect();
    });
    const liveSession = String(recording.meta.sessionId);
    // Ingest is up once it has polled the paused main channel into its session.
    await until(async () => (await fetchJson(`${api.url}/api/live?sessionId=${liveSession}`)).status === 200);

    const started = performance.now();
    const result = await replays.send({ type: 'start', input: { recordingId, speed: SPEED, start: 0 } });
    if (!result.ok) throw new Error(result.error);
    await post(`${feed.url}/control`, { paused: false });
    const replay: ReplaySummary = result.replay;
    const schedulerId = `replay-poll:${replay.id}`;
    let ourPolls = 0;
    const [ours, naive] = await Promise.all([
      follow({
        apiUrl: api.url,
        sessionId: replay.session_id,
        feedRaceMs: async () => {
          ourPolls = (await polls.getJobScheduler(schedulerId))?.iterationCount ?? ourPolls;
          const control = await fetchJson(`${feed.url}/replays/${replay.id}/control`, feedControlHeaders);
          return control.status === 200 ? (control.body as { raceTimeMs: number }).raceTimeMs : null;
        },
        durationMs: recording.meta.durationMs,
        started,
      }),
      follow({
        apiUrl: api.url,
        sessionId: liveSession,
        feedRaceMs: async () =>
          ((await fetchJson(`${feed.url}/control`, feedControlHeaders)).body as { raceTimeMs: number })
            .raceTimeMs,
        durationMs: recording.meta.durationMs,
        started,
      }),
    ]);
    const ingestPolls = (await readServiceHeartbeats(redis, busKeys(redisPrefix))).find(
      (heartbeat) => heartbeat.service === 'ingest',
    )?.details as { polls?: Record<string, number> } | undefined;
    const naivePolls = Object.values(ingestPolls?.polls ?? {}).reduce((sum, count) => sum + count, 0);

    const reference = await timed(() =>
      ingestRecording(db, recording, { stepMs: POLL_INTERVAL_MS, sessionId: 'original' }),
    );
    const [ourRun, naiveRun, original] = await Promise.all([
      counted(db, { ...ours, polls: ourPolls }),
      counted(db, { ...naive, polls: naivePolls }),
      counted(db, { sessionId: 'original', seconds: reference.seconds, polls: reference.value.snapshots }),
    ]);
    return report(ourRun, naiveRun, original, recording.meta.durationMs);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((err: unknown) => console.error('nettoyage du banc de rediffusion :', err));
    }
  }
}

/** Samples the feed's race time and the API's until the API shows the chequered flag. */
async function follow(options: {
  apiUrl: string;
  sessionId: string;
  feedRaceMs: () => Promise<number | null>;
  durationMs: number;
  started: number;
}): Promise<{ sessionId: string; seconds: number; lagSeconds: number[]; finalLagSeconds: number }> {
  const lagSeconds: number[] = [];
  let finalLagSeconds = Number.NaN;
  const deadline = Date.now() + TIMEOUT_MS;
  while (Date.now() < deadline) {
    const [feedMs, frame] = await Promise.all([
      options.feedRaceMs(),
      fetchJson(`${options.apiUrl}/api/live?sessionId=${options.sessionId}`),
    ]);
    const weather = (frame.body as { weather?: { race_state?: string; elapsed_time?: number } }).weather;
    if (weather?.race_state === 'finished') {
      return {
        sessionId: options.sessionId,
        seconds: (performance.now() - options.started) / 1000,
        lagSeconds,
        finalLagSeconds,
      };
    }
    if (feedMs !== null && feedMs < options.durationMs && typeof weather?.elapsed_time === 'number') {
      finalLagSeconds = Math.max(0, feedMs / 1000 - weather.elapsed_time);
      lagSeconds.push(finalLagSeconds);
    }
    await sleep(SAMPLE_MS);
  }
  throw new Error(`${options.sessionId} : pas de drapeau à damier après ${TIMEOUT_MS / 60_000} minutes`);
}

async function counted(
  db: Db,
  run: Omit<Run, 'events' | 'laps' | 'pitStops' | 'lagSeconds' | 'finalLagSeconds'> & Partial<Run>,
): Promise<Run> {
  const [events, laps, pitStops] = await Promise.all([
    db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('stream_id', '=', `session-${run.sessionId}`)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('laps')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('session_id', '=', run.sessionId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('pit_stops')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('session_id', '=', run.sessionId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    lagSeconds: [],
    finalLagSeconds: Number.NaN,
    ...run,
    events: Number(events.count),
    laps: Number(laps.count),
    pitStops: Number(pitStops.count),
  };
}

function report(ours: Run, naive: Run, original: Run, durationMs: number): BenchSection {
  const lag = (run: Run) => summarise(run.lagSeconds);
  const share = (value: number, of: number) => `${value} (${fixed((100 * value) / Math.max(1, of), 1)} %)`;
  const row = (name: string, run: Run, live: boolean) => [
    name,
    fixed(run.seconds, 1),
    run.polls,
    share(run.events, original.events),
    share(run.laps, original.laps),
    share(run.pitStops, original.pitStops),
    live ? `${fixed(lag(run).p50, 1)} / ${fixed(lag(run).max, 1)} / ${fixed(run.finalLagSeconds, 1)}` : '-',
  ];
  const perPoll = (intervalMs: number) => (SPEED * intervalMs) / 1000;
  return {
    title: `Replay of the whole 2025 race at ${SPEED}× through the pipeline (feed channel → ingest → Postgres → API)`,
    markdown: [
      table(
        [
          'run',
          'wall s to the chequered flag in /api/live',
          'polls',
          'events stored (of the original)',
          'laps',
          'pit stops',
          'race s behind the feed p50 / max / at the end',
        ],
        [
          row(`ours: replay channel polled every 100 ms (${perPoll(100)} s of race per poll)`, ours, true),
          row(
            `plain live feed at ${SPEED}× polled every 3 s (${perPoll(3000) / 60} min of race per poll)`,
            naive,
            true,
          ),
          row('the original session: one snapshot per 3 s of race time, in process', original, false),
        ],
      ),
      '',
      `The recording lasts ${formatRaceTime(durationMs)}: at ${SPEED}× that is ${fixed(durationMs / SPEED / 1000, 1)} s of wall time, the floor of both live runs, which played at once on the same feed, ingest and API. ` +
        `Both keep every lap and pit stop (each document carries the cars' lap history), but only what a poll sees of the rest, and only as fresh as their polls: ` +
        `**ours stores ${ratio(naive.events, ours.events)} the events of the plain live feed and is ${ratio(lag(ours).p50, lag(naive).p50)} less far behind the feed (p50)**, ` +
        `for ${fixed(ours.polls / Math.max(1, naive.polls), 1)}× its polls. ` +
        `A replay is exact (the events of the original session, tested) while a poll sees at most 3 s of race, up to 30×; ` +
        `at ${SPEED}× a poll sees ${perPoll(100)} s, so the shortest states between two polls (a sector, a brief position swap) are merged.`,
    ].join('\n'),
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function post(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...feedControlHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status} ${await response.text()}`);
}

async function fetchJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error("l'ingestion ne démarre pas");
    await sleep(100);
  }
}

async function timed<T>(task: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const started = performance.now();
  const value = await task();
  return { seconds: (performance.now() - started) / 1000, value };
}
