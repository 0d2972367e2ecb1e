import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { compareStreamIds } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import { type LapRecording, readRecordingFile } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { LiveFrameAssembler, type SocketFrame } from '../../../web/src/socket/live-frame-assembler.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { freePort } from '../../support/free-port.ts';
import { parsePrometheusText } from '../../support/prometheus-text.ts';
import { type RedisSentinelGroup, startRedisSentinelGroup } from '../../support/redis-sentinel.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import {
  classificationOf,
  cursorRaceTime,
  lapsOf,
  RECORDING_2025,
  spawnIngest,
  truncated,
  waitFor,
} from '../ingest/replay-harness.ts';

/**
 * Redis watched by Sentinel, its primary killed (SIGKILL) in the middle of a replay: ingest, realtime and
 * the API, configured with the sentinels only, follow the promoted replica by themselves. The frames reach the pages
 * again within 10 s of the promotion; a page that was away across the failover resumes from the last id it
 * had and gets every frame the page that stayed got after it, none twice; and Postgres holds every lap of
 * the timing file, as an uninterrupted import of the same documents.
 */

const REALTIME_MAIN = fileURLToPath(new URL('../../../services/realtime/src/main.ts', import.meta.url));
const API_MAIN = fileURLToPath(new URL('../../../services/api/src/main.ts', import.meta.url));
const FROM = parseRaceTime('16:00:00') as number;
const UNTIL = parseRaceTime('16:15:00') as number;
/** The primary dies once ingest has committed about a third of the window. */
const KILL_AT = FROM + (UNTIL - FROM) / 3;
const STEP_MS = 3000;
const REDIS_PREFIX = 'lemans-test:sentinel-failover';

let recording: LapRecording;
let group: RedisSentinelGroup | undefined;
let feed: StartedFeed | undefined;
const databases: TestDatabase[] = [];
const children: ChildProcess[] = [];
const followers: FrameLog[] = [];

beforeAll(async () => {
  recording = truncated(await readRecordingFile(RECORDING_2025), UNTIL);
});

afterAll(async () => {
  for (const follower of followers) follower.stop();
  await Promise.all(children.map(killChild));
  await group?.stop();
  await feed?.close();
  await Promise.all(databases.map((database) => database.drop()));
});

interface Received {
  id: string;
  elapsed: number;
  /** Laps by car number. */
  laps: Map<string, number>;
}

/**
 * A page following the live classification: every live frame it gets, made whole as the page makes it. Cut,
 * it stays away until told to come back, then joins again with the frame it holds and resumes from the last
 * id it had, as the browser client does.
 */
class FrameLog {
  readonly received: Received[] = [];
  lastId: string | null = null;
  connections = 0;
  #socket: WebSocket | null = null;
  readonly #frames = new LiveFrameAssembler();

  constructor(private readonly url: string) {}

  get open(): boolean {
    return this.#socket?.readyState === WebSocket.OPEN;
  }

  connect(): void {
    const socket = new WebSocket(this.url, { perMessageDeflate: false });
    this.#socket = socket;
    socket.on('open', () => {
      this.connections += 1;
      // As the browser does: the frame held, so that what the room sent since comes first, in order.
      const held = this.#frames.heldOf(undefined);
      socket.send(JSON.stringify({ type: 'join-live', ...(held && { held }) }));
      if (this.lastId !== null) socket.send(JSON.stringify({ type: 'resume', id: this.lastId }));
    });
    socket.on('message', (raw) => this.#receive(JSON.parse(String(raw)) as SocketFrame));
    socket.on('error', () => {});
  }

  cut(): void {
    this.#socket?.terminate();
    this.#socket = null;
  }

  stop(): void {
    this.cut();
  }

  #receive(frame: SocketFrame): void {
    if (frame.id === undefined) return;
    this.lastId = frame.id;
    const outcome = this.#frames.receive(frame, Date.now());
    if (outcome && 'askKeyframe' in outcome) {
      this.#socket?.send(JSON.stringify({ type: 'keyframe', sessionId: outcome.askKeyframe }));
    }
    if (!outcome || !('frame' in outcome)) return;
    const data = outcome.frame as LiveFrame;
    this.received.push({
      id: frame.id,
      elapsed: data.weather.elapsed_time,
      laps: new Map(data.data.map((row) => [String(row.participant_number), Number(row.lap_count)])),
    });
  }
}

/** What a page's frames must be: ids rising strictly (none twice), race time and every car's laps never going back. */
function continuityProblems(received: readonly Received[]): string[] {
  const problems: string[] = [];
  for (let index = 1; index < received.length; index++) {
    const before = received[index - 1] as Received;
    const frame = received[index] as Received;
    if (compareStreamIds(frame.id, before.id) <= 0) problems.push(`${frame.id} après ${before.id}`);
    if (frame.elapsed < before.elapsed) problems.push(`temps ${frame.elapsed} après ${before.elapsed}`);
    for (const [car, laps] of frame.laps) {
      if (laps < (before.laps.get(car) ?? 0))
        problems.push(`voiture ${car} : ${laps} tours après ${before.laps.get(car)}`);
    }
  }
  return problems;
}

/** A service in a process of its own, as main.ts runs it, on this test's keys. */
function spawnService(main: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, REDIS_PREFIX, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

/** The end of what a process wrote (its logs, a crash's reason), for the failure messages. */
function outputOf(child: ChildProcess): () => string {
  let text = '';
  const keep = (chunk: unknown) => {
    text = (text + String(chunk)).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
/** How a process ended, and what it wrote last, for the failure messages. */
const ending = (child: ChildProcess, output: () => string) =>
  `${child.signalCode ?? `code ${child.exitCode}`} ${output()}`;

async function killChild(child: ChildProcess): Promise<void> {
  if (!alive(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function redisErrorsOf(httpUrl: string): Promise<number> {
  const text = await (await fetch(`${httpUrl}/metrics`)).text();
  return parsePrometheusText(text).get('lemans_redis_connection_errors_total')?.samples[0]?.value ?? 0;
}

describe('Redis primary killed under Sentinel in the middle of a replay', () => {
  it('frames resume within 10 s of the promotion, a resumed page misses and doubles nothing, no lap is lost', async () => {
    const reference = await createTestDatabase();
    const live = await createTestDatabase();
    databases.push(reference, live);
    await ingestRecording(reference.db, recording, { fromMs: FROM, batchSize: 1 });
    const sentinel = await startRedisSentinelGroup();
    group = sentinel;
    feed = await startFeed({ recording, clock: { startMs: FROM, stepMs: STEP_MS } });

    const realtimePort = await freePort();
    const realtimeHttp = `http://127.0.0.1:${realtimePort}`;
    const realtime = spawnService(REALTIME_MAIN, { ...sentinel.env, REALTIME_PORT: String(realtimePort) });
    const apiPort = await freePort();
    const apiHttp = `http://127.0.0.1:${apiPort}`;
    // Its heavy reads on its own thread: none are asked here, and a thread less is a core less busy.
    const api = spawnService(API_MAIN, {
      ...sentinel.env,
      API_PORT: String(apiPort),
      DATABASE_URL: live.url,
      API_READ_WORKERS: '0',
    });
    children.push(realtime, api);
    const [realtimeOutput, apiOutput] = [outputOf(realtime), outputOf(api)];
    await waitFor(
      async () =>
        ((await answers(`${realtimeHttp}/health`)) && (await answers(`${apiHttp}/api/health`))) ||
        !alive(realtime) ||
        !alive(api),
      'le démarrage du serveur temps réel et de l’API',
      60_000,
    );
    expect(alive(realtime), ending(realtime, realtimeOutput)).toBe(true);
    expect(alive(api), ending(api, apiOutput)).toBe(true);

    const socketUrl = `ws://127.0.0.1:${realtimePort}/socket`;
    const steady = new FrameLog(socketUrl);
    const away = new FrameLog(socketUrl);
    followers.push(steady, away);
    for (const follower of followers) follower.connect();
    await waitFor(() => followers.every((follower) => follower.open), 'la connexion des pages', 10_000);

    const ingest = spawnIngest({
      databaseUrl: live.url,
      redisUrl: sentinel.env.REDIS_URL,
      redisPrefix: REDIS_PREFIX,
      feedUrl: `${feed.url}/live/WEC/data.json`,
      stderr: 'pipe',
      env: {
        REDIS_SENTINELS: sentinel.env.REDIS_SENTINELS,
        REDIS_SENTINEL_NAME: sentinel.env.REDIS_SENTINEL_NAME,
      },
    });
    children.push(ingest);
    const ingestOutput = outputOf(ingest);

    await waitFor(
      async () => (await cursorRaceTime(live)) >= KILL_AT || !alive(ingest),
      'le premier tiers du rejeu',
    );
    expect(alive(ingest), ending(ingest, ingestOutput)).toBe(true);
    await waitFor(() => away.received.length > 0, 'une trame avant la panne', 10_000);

    // The page goes away just before the primary dies, and comes back only once the replica is promoted.
    away.cut();
    const lastAwayId = away.lastId as string;
    const receivedBeforeCut = away.received.length;
    // Frames go out while it is away and before the primary dies: its resume must bring them too.
    const steadyAtCut = steady.received.length;
    await waitFor(
      () => steady.received.length > steadyAtCut,
      "une trame pendant l'absence de la page",
      10_000,
    );
    const errorsBefore = await redisErrorsOf(realtimeHttp);
    const formerPort = await sentinel.killPrimary();
    const lastBeforeKill = steady.lastId;
    await sentinel.promotion(formerPort);
    const promotedAt = Date.now();

    await waitFor(
      () =>
        steady.lastId !== null &&
        lastBeforeKill !== null &&
        compareStreamIds(steady.lastId, lastBeforeKill) > 0,
      'une trame après la promotion',
      10_000,
    );
    const resumedAfterMs = Date.now() - promotedAt;
    console.log(`trames reprises ${resumedAfterMs} ms après la promotion du réplica`);
    away.connect();

    await waitFor(async () => (await cursorRaceTime(live)) === UNTIL || !alive(ingest), 'la fin du rejeu');
    expect(alive(ingest), ending(ingest, ingestOutput)).toBe(true);
    await waitFor(
      () => followers.every((follower) => follower.received.at(-1)?.elapsed === UNTIL / 1000),
      'la trame finale sur chaque page',
      30_000,
    );

    // Every page's frames follow on, and the page that was away got exactly what the other got after it.
    for (const follower of followers) expect(continuityProblems(follower.received)).toEqual([]);
    expect(steady.connections).toBe(1);
    expect(away.connections).toBe(2);
    const afterCut = (frame: Received) => compareStreamIds(frame.id, lastAwayId) > 0;
    expect(away.received.slice(receivedBeforeCut).map((frame) => frame.id)).toEqual(
      steady.received.filter(afterCut).map((frame) => frame.id),
    );

    // Nothing stored is lost or doubled: Postgres holds what an uninterrupted import of the same window holds.
    expect(await lapsOf(live)).toEqual(await lapsOf(reference));
    expect(await classificationOf(live)).toEqual(await classificationOf(reference));

    // The API follows the frames through the new primary too: its live frame is the final one.
    await waitFor(
      async () => {
        const frame = await fetch(`${apiHttp}/api/live`).then(
          (response) => response.json() as Promise<LiveFrame>,
          () => null,
        );
        return frame?.weather?.elapsed_time === UNTIL / 1000;
      },
      "la trame finale servie par l'API",
      30_000,
    );

    // No process died; each counted the connections it lost.
    expect(alive(ingest), ending(ingest, ingestOutput)).toBe(true);
    expect(alive(realtime), ending(realtime, realtimeOutput)).toBe(true);
    expect(alive(api), ending(api, apiOutput)).toBe(true);
    expect(await redisErrorsOf(realtimeHttp)).toBeGreaterThan(errorsBefore);
    expect(await redisErrorsOf(apiHttp)).toBeGreaterThan(0);
  }, 240_000);
});
