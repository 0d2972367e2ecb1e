import { type ChildProcess, spawn } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { LiveFrame } from '@lemans/contract';
import { migrateToLatest } from '@lemans/migrations';
import { createRedis, withDatabaseName } from '@lemans/platform';
import WebSocket from 'ws';
import { ourFeedAt } from '../scripts/start/services.ts';
import { FEED_CONTROL_SECRET, feedControlHeaders } from '../tests/support/feed-control.ts';
import { freePort } from '../tests/support/free-port.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { LiveFrameAssembler, type SocketFrame } from '../web/src/socket/live-frame-assembler.ts';
import { type BenchSection, fixed, ratio, type Summary, summarise, table } from './lib/stats.ts';

const POLL_INTERVAL_MS = 1000;
const TARGET_P99_MS = POLL_INTERVAL_MS + 150;
const WS_CLIENTS = 50;
const API_POLLERS = 50;
const API_POLL_MS = 1000;
/** Mid-race: the field is spread out and every car moves, as on race day. */
const FEED_START = '12:00:00';
/**
 * Ingest polls on a fixed schedule and the feed changes on whole race seconds, both at exactly 1 Hz: their
 * relative phase never drifts, and a single phase would measure one point of the 0..1000 ms range of
 * waiting for the next poll. The run is cut into segments whose race-second boundaries are shifted by
 * 1000 / PHASES ms each, so that every phase weighs the same in the results, as with a real organiser
 * whose clock has nothing to do with ours.
 */
const PHASES = 10;
const SEGMENT_MS = 8000;
/** Race seconds that start this close to the next seek are not measured: their delivery would straddle it. */
const SEGMENT_TAIL_MS = 2000;
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/** A state a client came to hold: the race second of its snapshot, and when it arrived (wall clock, ms). */
interface Receipt {
  second: number;
  at: number;
  /** When ingest fetched the snapshot (the frame's timestamp); WebSocket clients only. */
  observedAt?: number;
}

/** A stretch of the run during which the feed's race clock runs from one anchor on the wall clock. */
interface Segment {
  anchorWallMs: number;
  anchorRaceMs: number;
  /** The race seconds measured: each one's document starts being served at a known wall time. */
  firstSecond: number;
  lastSecond: number;
}

/** Wall time at which the feed started serving the document of a race second (speed 1). */
const changedAt = (segment: Segment, second: number) =>
  segment.anchorWallMs + (second * 1000 - segment.anchorRaceMs);

interface Service {
  name: string;
  exited(): boolean;
  stop(): Promise<void>;
}

/** What went wrong on the clients' side during the measure: reported, as it makes samples go missing. */
interface Incidents {
  socketErrors: number;
  socketCloses: number;
  pollErrors: number;
}

interface Staleness {
  summary: Summary;
  min: number;
  expected: number;
  delivered: number;
}

/**
 * End to end, on the real services in their own processes: the organiser feed plays the race in real
 * time, ingest polls it every second into a dedicated database and Redis prefix, realtime fans the frames
 * out to WebSocket clients. For each change of the feed, the time until each client holds that state,
 * against what a user would do without the socket: poll GET /api/live every second.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_e2e_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const redisPrefix = `lemans-bench-e2e:${process.pid}`;
  // Undone in reverse order, each step whatever happened to the others: pollers and sockets first, then
  // the services (ingest before anyone, so that nothing writes to Redis any more), then Redis and Postgres.
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    cleanups.push(() => dropDatabase(serverUrl, databaseName));
    await migrateToLatest(databaseUrl);
    cleanups.push(() => deleteKeys(redisUrl, redisPrefix));

    const [feedPort, apiPort, realtimePort] = [await freePort(), await freePort(), await freePort()];
    const feedUrl = `http://127.0.0.1:${feedPort}`;
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const realtimeUrl = `http://127.0.0.1:${realtimePort}`;
    const shared = { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix };
    const feed = startService('feed', '../services/feed/src/main.ts', {
      FEED_PORT: String(feedPort),
      FEED_START,
      FEED_SPEED: '1',
      FEED_END: 'hold',
      FEED_CONTROL_SECRET,
    });
    const api = startService('api', '../services/api/src/main.ts', {
      ...shared,
      API_PORT: String(apiPort),
      DATABASE_URL: databaseUrl,
    });
    const realtime = startService('realtime', '../services/realtime/src/main.ts', {
      ...shared,
      REALTIME_PORT: String(realtimePort),
    });
    const servers = [feed, api, realtime];
    cleanups.push(() => Promise.all(servers.map((service) => service.stop())));
    await Promise.all([
      waitFor(feed, () => answers(`${feedUrl}/health`)),
      waitFor(api, () => answers(`${apiUrl}/api/health`)),
      waitFor(realtime, () => answers(`${realtimeUrl}/health`)),
    ]);
    const ingest = startService('ingest', '../services/ingest/src/main.ts', {
      ...shared,
      DATABASE_URL: databaseUrl,
      ...ourFeedAt(feedUrl),
      POLL_INTERVAL_MS: String(POLL_INTERVAL_MS),
      INGEST_PORT: '0',
    });
    cleanups.push(() => ingest.stop());
    // The first frame has gone all the way through ingest, Redis and the API.
    await waitFor(ingest, async () => {
      const response = await fetch(`${apiUrl}/api/live`);
      const frame = (await response.json()) as { weather?: { elapsed_time?: number } };
      return typeof frame.weather?.elapsed_time === 'number' ? true : undefined;
    });

    const incidents: Incidents = { socketErrors: 0, socketCloses: 0, pollErrors: 0 };
    const socketReceipts = Array.from({ length: WS_CLIENTS }, (): Receipt[] => []);
    const sockets: WebSocket[] = [];
    cleanups.push(async () => {
      for (const socket of sockets) socket.terminate();
    });
    for (const receipts of socketReceipts) {
      sockets.push(await joinLive(`${realtimeUrl.replace('http', 'ws')}/socket`, receipts, incidents));
    }

    const pollerReceipts = Array.from({ length: API_POLLERS }, (): Receipt[] => []);
    const stopPolling = new AbortController();
    // Every poller waits on the same signal, in its sleep then in its fetch.
    setMaxListeners(2 * API_POLLERS + 10, stopPolling.signal);
    const startAt = Date.now() + 100;
    const pollers = pollerReceipts.map((receipts, index) =>
      pollApi(
        `${apiUrl}/api/live`,
        startAt + (index * API_POLL_MS) / API_POLLERS,
        receipts,
        incidents,
        stopPolling.signal,
      ),
    );
    cleanups.push(async () => {
      stopPolling.abort();
      await Promise.all(pollers);
    });

    const segments: Segment[] = [];
    let clock = await readClock(feedUrl);
    let worstUncertaintyMs = clock.uncertaintyMs;
    for (let phase = 0; phase < PHASES; phase++) {
      const segmentStart = Date.now();
      const raceNow = clock.raceMs + (segmentStart - clock.wallMs);
      // Forward by a second or two, to a race time whose next whole seconds fall at the phase's offset
      // within the wall-clock second: a seek never shows an older state than the one already served.
      const offsetMs = (phase * 1000) / PHASES;
      const seekTo = (Math.floor(raceNow / 1000) + 2) * 1000 + modulo(segmentStart - offsetMs, 1000);
      await control(feedUrl, { raceTime: seekTo });
      clock = await readClock(feedUrl);
      worstUncertaintyMs = Math.max(worstUncertaintyMs, clock.uncertaintyMs);
      const segment: Segment = {
        anchorWallMs: clock.wallMs,
        anchorRaceMs: clock.raceMs,
        // The seek itself changes the document at once, not at a whole second: measured from the next one.
        firstSecond: Math.floor(seekTo / 1000) + 1,
        lastSecond: 0,
      };
      const measuredUntil = segmentStart + SEGMENT_MS - SEGMENT_TAIL_MS;
      segment.lastSecond = Math.floor((measuredUntil - segment.anchorWallMs + segment.anchorRaceMs) / 1000);
      segments.push(segment);
      await sleep(segmentStart + SEGMENT_MS - Date.now());
    }

    const overSockets = staleness(socketReceipts, segments);
    const overPolling = staleness(pollerReceipts, segments);
    const split = breakdown(socketReceipts, segments);
    return report(overSockets, overPolling, split, segments, worstUncertaintyMs, incidents);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((err: unknown) => console.error('nettoyage du banc de bout en bout :', err));
    }
  }
}

/**
 * For each measured race second and each client, the time from the feed serving it to the client holding
 * it or a newer state: a client that skips a state (ingest polled twice within a second's change, a poller
 * saw two frames at once) is as late as the state that finally reaches it.
 */
function staleness(clients: Receipt[][], segments: Segment[]): Staleness {
  const samples: number[] = [];
  let expected = 0;
  for (const receipts of clients) {
    let next = 0;
    for (const segment of segments) {
      for (let second = segment.firstSecond; second <= segment.lastSecond; second++) {
        expected++;
        while (next < receipts.length && (receipts[next] as Receipt).second < second) next++;
        const receipt = receipts[next];
        if (receipt) samples.push(receipt.at - changedAt(segment, second));
      }
    }
  }
  return {
    summary: summarise(samples),
    min: samples.reduce((min, value) => Math.min(min, value), Number.POSITIVE_INFINITY),
    expected,
    delivered: samples.length / Math.max(1, expected),
  };
}

/** Splits the WebSocket path at ingest's fetch: waiting for the next poll, then everything after it. */
function breakdown(clients: Receipt[][], segments: Segment[]) {
  const segmentOf = new Map<number, Segment>();
  for (const segment of segments) {
    for (let second = segment.firstSecond; second <= segment.lastSecond; second++) {
      segmentOf.set(second, segment);
    }
  }
  // Per race second ingest fetched (one frame each); a second it skipped has no entry.
  const untilFetched = new Map<number, number>();
  const afterFetch: number[] = [];
  for (const receipts of clients) {
    for (const { second, at, observedAt } of receipts) {
      const segment = segmentOf.get(second);
      if (!segment || observedAt === undefined) continue;
      untilFetched.set(second, observedAt - changedAt(segment, second));
      afterFetch.push(at - observedAt);
    }
  }
  return {
    untilFetched: summarise([...untilFetched.values()]),
    afterFetch: summarise(afterFetch),
    ownFrames: untilFetched.size,
  };
}

function report(
  sockets: Staleness,
  polling: Staleness,
  split: ReturnType<typeof breakdown>,
  segments: Segment[],
  uncertaintyMs: number,
  incidents: Incidents,
): BenchSection {
  const changes = segments.reduce((sum, segment) => sum + segment.lastSecond - segment.firstSecond + 1, 0);
  const row = (name: string, clients: number, result: Staleness) => [
    name,
    `${changes} × ${clients}`,
    `${fixed(result.delivered * 100, 1)} %`,
    fixed(result.min, 0),
    fixed(result.summary.p50, 0),
    fixed(result.summary.p99, 0),
    fixed(result.summary.max, 0),
  ];
  const met = sockets.summary.p99 < TARGET_P99_MS && sockets.delivered === 1;
  return {
    title: `End to end: feed change to client, ingest polling every ${POLL_INTERVAL_MS} ms (WebSocket vs polling GET /api/live)`,
    markdown: [
      table(
        ['client', 'changes × clients', 'delivered', 'min ms', 'p50 ms', 'p99 ms', 'max ms'],
        [
          row(`realtime: ${WS_CLIENTS} WebSocket clients (join-live)`, WS_CLIENTS, sockets),
          row(
            `GET /api/live every ${API_POLL_MS} ms: ${API_POLLERS} pollers spread over the second`,
            API_POLLERS,
            polling,
          ),
        ],
      ),
      '',
      `Target: WebSocket p99 under POLL_INTERVAL_MS + 150 = ${TARGET_P99_MS} ms: **${met ? 'met' : 'missed'}** ` +
        `(p99 ${fixed(sockets.summary.p99, 0)} ms, every change delivered: ${sockets.delivered === 1 ? 'yes' : 'no'}).`,
      `Polling / WebSocket: p50 ${ratio(sockets.summary.p50, polling.summary.p50)}, ` +
        `p99 ${ratio(sockets.summary.p99, polling.summary.p99)}.`,
      `Where the WebSocket time goes (p50 / p99): feed change to ingest holding the document ` +
        `${fixed(split.untilFetched.p50, 0)} / ${fixed(split.untilFetched.p99, 0)} ms (waiting for the next poll, ` +
        `then the GET); from there to the client (Postgres transaction, Redis stream, fan-out) ` +
        `${fixed(split.afterFetch.p50, 0)} / ${fixed(split.afterFetch.p99, 0)} ms. ` +
        `${split.ownFrames} of the ${changes} changes got a frame of their own` +
        (split.ownFrames < changes
          ? ' (ingest skipped the others: they reached the clients with the next frame).'
          : '.'),
      '',
      `The feed plays the race at speed 1 from ${FEED_START}; the run is ${PHASES} segments of ${SEGMENT_MS / 1000} s ` +
        `whose race-second boundaries are shifted by ${1000 / PHASES} ms each against ingest's poll schedule ` +
        `(seeks through POST /control), so that every phase between feed and poller counts alike (the worst ` +
        `one, a change just after a poll, lies at most one step above the worst measured). Each race ` +
        `second's change time comes from GET /control (±${fixed(uncertaintyMs, 0)} ms); a sample runs from ` +
        `there until the client holds that state or a newer one.` +
        (incidents.socketErrors + incidents.socketCloses + incidents.pollErrors > 0
          ? ` Client incidents: ${incidents.socketErrors} socket errors, ${incidents.socketCloses} sockets ` +
            `closed by the server, ${incidents.pollErrors} failed polls.`
          : ''),
    ].join('\n'),
  };
}

/** A service in its own process, on the repository's sources, with only warnings in its log. */
function startService(name: string, entry: string, env: Record<string, string>): Service {
  // The feed's own variables come from here only: a step mode or faults set in the shell would skew it.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('FEED_') && key !== 'POLL_INTERVAL_MS'),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(entry, import.meta.url))],
    { env: { ...inherited, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null || child.pid === undefined;
  return {
    name,
    exited,
    async stop() {
      if (exited()) return;
      child.kill('SIGTERM');
      // A graceful shutdown that hangs must not outlive the bench.
      const timeout = new AbortController();
      const stopped = await Promise.race([
        exit.then(() => true),
        sleep(STOP_TIMEOUT_MS, false, { signal: timeout.signal }).catch(() => false),
      ]);
      timeout.abort();
      if (!stopped && !exited()) {
        child.kill('SIGKILL');
        await exit;
      }
    },
  };
}

async function waitFor<T>(service: Service, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (service.exited()) throw new Error(`${service.name} s'est arrêté avant d'être prêt`);
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error(`${service.name} n'est pas prêt après ${READY_TIMEOUT_MS} ms`);
}

async function answers(url: string): Promise<true | undefined> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.ok ? true : undefined;
}

/**
 * Where the feed's race clock stands on our wall clock: the quickest of a few GET /control, read at the
 * middle of its round trip (the feed and this process share the machine's clock).
 */
async function readClock(
  feedUrl: string,
): Promise<{ wallMs: number; raceMs: number; uncertaintyMs: number }> {
  let best = { wallMs: 0, raceMs: 0, uncertaintyMs: Number.POSITIVE_INFINITY };
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = Date.now();
    const response = await fetch(`${feedUrl}/control`, { headers: feedControlHeaders });
    const state = (await response.json()) as { raceTimeMs: number; speed: number; stepMs: number | null };
    const after = Date.now();
    if (state.speed !== 1 || state.stepMs !== null) throw new Error('le flux ne joue pas en temps réel');
    // The feed floors race time to the millisecond, and Date.now() has millisecond steps.
    const uncertaintyMs = (after - before) / 2 + 1;
    if (uncertaintyMs < best.uncertaintyMs) {
      best = { wallMs: (before + after) / 2, raceMs: state.raceTimeMs, uncertaintyMs };
    }
  }
  return best;
}

async function control(feedUrl: string, change: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${feedUrl}/control`, {
    method: 'POST',
    headers: { ...feedControlHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`POST /control refusé (${response.status}) : ${body}`);
}

/** A client of the site's socket on the current session; resolves once the latest state has arrived. */
function joinLive(url: string, receipts: Receipt[], incidents: Incidents): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let joined = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`aucune image reçue de ${url}`));
    }, READY_TIMEOUT_MS);
    socket.on('error', (err) => {
      if (joined) incidents.socketErrors++;
      clearTimeout(timer);
      reject(err);
    });
    socket.once('close', () => {
      if (joined) incidents.socketCloses++;
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'join-live' })));
    // Deltas are made whole as the page makes them.
    const frames = new LiveFrameAssembler();
    socket.on('message', (bytes: Buffer) => {
      const at = Date.now();
      let frame: SocketFrame;
      try {
        frame = JSON.parse(bytes.toString('utf8'));
      } catch {
        incidents.socketErrors++;
        return;
      }
      const state = wholeFrameOf(frame, frames, (sessionId) =>
        socket.send(JSON.stringify({ type: 'keyframe', sessionId })),
      );
      const elapsed = state?.weather?.elapsed_time;
      if (!state || typeof elapsed !== 'number') return;
      receipts.push({ second: Math.round(elapsed), at, observedAt: Date.parse(state.timestamp ?? '') });
      if (joined) return;
      joined = true;
      clearTimeout(timer);
      resolve(socket);
    });
  });
}

/**
 * The live state a socket frame brings: a whole frame, or a delta made whole from the frame held (when it
 * does not apply, the whole state is asked for, as the page does).
 */
function wholeFrameOf(
  frame: SocketFrame,
  frames: LiveFrameAssembler,
  askKeyframe: (sessionId: string) => void,
): Partial<LiveFrame> | null {
  const outcome = frames.receive(frame, Date.now());
  if (outcome && 'askKeyframe' in outcome) askKeyframe(outcome.askKeyframe);
  return outcome && 'frame' in outcome ? (outcome.frame as Partial<LiveFrame>) : null;
}

/**
 * What a page does without the socket: GET /api/live on a fixed 1 s schedule, revalidating with the ETag
 * of what it holds. Time is taken once the body has arrived, as the page can only show it then.
 */
async function pollApi(
  url: string,
  firstAt: number,
  receipts: Receipt[],
  incidents: Incidents,
  signal: AbortSignal,
): Promise<void> {
  let etag: string | null = null;
  for (let tick = 0; !signal.aborted; tick++) {
    try {
      await sleep(Math.max(0, firstAt + tick * API_POLL_MS - Date.now()), undefined, { signal });
      const response = await fetch(url, { headers: etag ? { 'if-none-match': etag } : {}, signal });
      const text = await response.text();
      const at = Date.now();
      if (response.status !== 200) continue;
      etag = response.headers.get('etag');
      const frame = JSON.parse(text) as { weather?: { elapsed_time?: number } };
      const elapsed = frame.weather?.elapsed_time;
      if (typeof elapsed === 'number') receipts.push({ second: Math.round(elapsed), at });
    } catch {
      // A failed poll is a state the page did not get: it shows up as staleness, and is counted.
      if (signal.aborted) return;
      incidents.pollErrors++;
    }
  }
}

/** Every key the services wrote under the bench's prefix: bus streams, latest frames, BullMQ's queue. */
async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = createRedis(redisUrl, 'client');
  try {
    // The prefix is letters, digits, '-' and ':' only: no glob character to escape.
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

const modulo = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;
