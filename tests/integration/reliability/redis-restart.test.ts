import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { busKeys, compareStreamIds, readLatestLive } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import { createRedis } from '@lemans/platform';
import { type LapRecording, liveFrameOf, parseSnapshot, readRecordingFile, snapshotAt } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { SessionIngestor } from '../../../services/ingest/src/ingest/session-ingestor.ts';
import { LiveFrameAssembler, type SocketFrame } from '../../../web/src/socket/live-frame-assembler.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { freePort } from '../../support/free-port.ts';
import { type PrivateRedis, startPrivateRedis } from '../../support/private-redis.ts';
import { sampleSum, scrape } from '../../support/prometheus-text.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import {
  classificationOf,
  cursorRaceTime,
  lapsOf,
  RECORDING_2025,
  SESSION_2025,
  spawnIngest,
  truncated,
  waitFor,
} from '../ingest/replay-harness.ts';

/**
 * Redis restarted in the middle of a replay, empty (it persists nothing): ingest and realtime carry on by
 * themselves, nothing stored is lost (Postgres is the data of record, Redis only a cache and a bus), and
 * the pages following the race, connected or cut during the outage, end on the same final classification.
 * The Redis is a private one: the shared one serves the test files running beside this one.
 */

const REALTIME_MAIN = fileURLToPath(new URL('../../../services/realtime/src/main.ts', import.meta.url));
const FROM = parseRaceTime('16:00:00') as number;
const UNTIL = parseRaceTime('16:20:00') as number;
/** Redis goes down once ingest has committed about a third of the window. */
const RESTART_AT = FROM + (UNTIL - FROM) / 3;
const STEP_MS = 3000;
const REDIS_PREFIX = 'lemans-test:redis-restart';

let recording: LapRecording;
let redis: PrivateRedis | undefined;
let feed: StartedFeed | undefined;
const databases: TestDatabase[] = [];
const children: ChildProcess[] = [];
const followers: LiveFollower[] = [];

beforeAll(async () => {
  recording = truncated(await readRecordingFile(RECORDING_2025), UNTIL);
});

afterAll(async () => {
  for (const follower of followers) follower.stop();
  // Whatever happened above: no process of this test outlives it.
  await Promise.all(children.map(killChild));
  await redis?.kill();
  await feed?.close();
  await Promise.all(databases.map((database) => database.drop()));
});

/**
 * A page following the live classification, reconnecting as the browser client does: when its socket
 * closes, it connects again, joins the same room and resumes from the last id it received. It keeps the
 * newest live-update, and notes any live-update that would take the page back in time.
 */
class LiveFollower {
  lastId: string | null = null;
  latest: { id: string; data: LiveFrame } | null = null;
  connections = 0;
  readonly backwards: string[] = [];
  #socket: WebSocket | null = null;
  #stopped = false;
  readonly #frames = new LiveFrameAssembler();

  constructor(
    private readonly url: string,
    private readonly sessionId?: string,
  ) {}

  get open(): boolean {
    return this.#socket?.readyState === WebSocket.OPEN;
  }

  connect(): void {
    const socket = new WebSocket(this.url, { perMessageDeflate: false });
    this.#socket = socket;
    socket.on('open', () => {
      this.connections += 1;
      socket.send(JSON.stringify({ type: 'join-live', sessionId: this.sessionId }));
      if (this.lastId !== null) socket.send(JSON.stringify({ type: 'resume', id: this.lastId }));
    });
    socket.on('message', (raw) => this.#receive(JSON.parse(String(raw))));
    // A failed attempt ends with 'close' too, which tries again.
    socket.on('error', () => {});
    socket.on('close', () => {
      if (this.#stopped || this.#socket !== socket) return;
      // The browser client waits 1 s between attempts.
      setTimeout(() => {
        if (!this.#stopped) this.connect();
      }, 1000);
    });
  }

  /** Drops the connection without a closing handshake, as a network cut does. */
  cut(): void {
    this.#socket?.terminate();
  }

  stop(): void {
    this.#stopped = true;
    this.#socket?.terminate();
  }

  #receive(frame: { type: string; id?: string; base?: unknown; session?: unknown; data: unknown }): void {
    if (frame.id === undefined) return;
    this.lastId = frame.id;
    const data = this.#wholeFrame(frame);
    if (!data) return;
    if (this.latest) {
      // The state the page holds may come again after a resume (the server's new connection does not
      // know it was sent before), but never an older one.
      const older = compareStreamIds(frame.id, this.latest.id) < 0;
      const earlier = data.weather.elapsed_time < this.latest.data.weather.elapsed_time;
      if (older || earlier) this.backwards.push(`${frame.id} après ${this.latest.id}`);
    }
    this.latest = { id: frame.id, data };
  }

  /** The state a live frame brings, deltas made whole as the page does; null for anything else. */
  #wholeFrame(frame: SocketFrame): LiveFrame | null {
    const outcome = this.#frames.receive(frame, Date.now());
    if (outcome && 'askKeyframe' in outcome) {
      this.#socket?.send(JSON.stringify({ type: 'keyframe', sessionId: outcome.askKeyframe }));
    }
    return outcome && 'frame' in outcome ? (outcome.frame as LiveFrame) : null;
  }
}

function spawnRealtime(port: number, redisUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', REALTIME_MAIN], {
    env: {
      ...process.env,
      REALTIME_PORT: String(port),
      REDIS_URL: redisUrl,
      REDIS_PREFIX,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** What a process wrote on stderr (a crash says why there), kept for the failure messages. */
function stderrOf(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.on('data', (chunk) => {
    text = (text + String(chunk)).slice(-4000);
  });
  return () => text;
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function killChild(child: ChildProcess): Promise<void> {
  if (!alive(child)) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function realtimeHealth(httpUrl: string): Promise<{ lastFrameId: string | null } | null> {
  try {
    const response = await fetch(`${httpUrl}/health`);
    return response.ok ? ((await response.json()) as { lastFrameId: string | null }) : null;
  } catch {
    return null;
  }
}

describe('Redis restarted in the middle of a replay', () => {
  it('ingest and realtime recover by themselves, nothing stored is lost, every page ends on the final state', async () => {
    const reference = await createTestDatabase();
    const live = await createTestDatabase();
    databases.push(reference, live);
    await ingestRecording(reference.db, recording, { fromMs: FROM, batchSize: 1 });

    redis = await startPrivateRedis();
    feed = await startFeed({ recording, clock: { startMs: FROM, stepMs: STEP_MS } });

    const realtimePort = await freePort();
    const realtimeHttp = `http://127.0.0.1:${realtimePort}`;
    const socketUrl = `ws://127.0.0.1:${realtimePort}/socket`;
    const realtime = spawnRealtime(realtimePort, redis.url);
    children.push(realtime);
    const realtimeStderr = stderrOf(realtime);
    await waitFor(
      async () => (await realtimeHealth(realtimeHttp)) !== null || !alive(realtime),
      'le démarrage du serveur temps réel',
      30_000,
    );
    expect(alive(realtime), realtimeStderr()).toBe(true);

    // Pages of the current session and of the session named: both rooms get the race's frames.
    const steady = new LiveFollower(socketUrl);
    const cutDuringOutage = new LiveFollower(socketUrl, SESSION_2025);
    const cutAfterRestart = new LiveFollower(socketUrl);
    followers.push(steady, cutDuringOutage, cutAfterRestart);
    for (const follower of followers) follower.connect();
    await waitFor(() => followers.every((follower) => follower.open), 'la connexion des pages', 10_000);

    const ingest = spawnIngest({
      databaseUrl: live.url,
      redisUrl: redis.url,
      redisPrefix: REDIS_PREFIX,
      feedUrl: `${feed.url}/live/WEC/data.json`,
      stderr: 'pipe',
    });
    children.push(ingest);
    const ingestStderr = stderrOf(ingest);
    // A wait that gives up says how far ingest got, and why it stopped if it did.
    const until = (condition: () => Promise<boolean> | boolean, what: string, timeoutMs?: number) =>
      waitFor(condition, what, timeoutMs).catch(async (error: Error) => {
        const at = await cursorRaceTime(live);
        throw new Error(
          `${error.message} (ingest rendu à ${at} ms${alive(ingest) ? '' : ', arrêté'}) ${ingestStderr()}`,
        );
      });

    await until(
      async () => (await cursorRaceTime(live)) >= RESTART_AT || !alive(ingest),
      'le premier tiers du rejeu',
    );
    expect(alive(ingest), ingestStderr()).toBe(true);
    expect(steady.latest, 'une trame avant la panne').not.toBeNull();

    const redisErrors = async () =>
      sampleSum(await scrape(realtimeHttp), 'lemans_redis_connection_errors_total');
    const redisErrorsBefore = await redisErrors();
    await redis.kill();
    cutDuringOutage.cut();
    // Realtime has noticed and is trying again (each refused attempt counts) before Redis comes back.
    await until(
      async () => (await redisErrors()) > redisErrorsBefore,
      'les tentatives de reconnexion du serveur temps réel',
      30_000,
    );
    // Nothing can be published now: whatever realtime dispatches from here on came from the new Redis.
    const lastBeforeOutage = (await realtimeHealth(realtimeHttp))?.lastFrameId ?? null;
    await redis.start();

    // Realtime follows the new stream: a frame published after the restart reaches it.
    await until(
      async () => (await realtimeHealth(realtimeHttp))?.lastFrameId !== lastBeforeOutage,
      'une trame publiée après le redémarrage de Redis',
      30_000,
    );
    cutAfterRestart.cut();

    await until(async () => (await cursorRaceTime(live)) === UNTIL || !alive(ingest), 'la fin du rejeu');
    expect(alive(ingest), ingestStderr()).toBe(true);

    // Nothing stored is lost: Postgres holds what an uninterrupted import of the same window holds.
    expect(await lapsOf(live)).toEqual(await lapsOf(reference));
    expect(await classificationOf(live)).toEqual(await classificationOf(reference));

    // Every page ends on the final snapshot's classification, whether it stayed connected or not, with the
    // gaps and timing each car had at its last crossing of the line, as the stored events say.
    const stored = await SessionIngestor.load(live.db, SESSION_2025);
    const final = liveFrameOf(
      parseSnapshot(snapshotAt(recording, UNTIL)),
      SESSION_2025,
      'active',
      new Date(recording.meta.startTimeMs + UNTIL),
      stored.lineGaps,
      stored.timing(),
    );
    await waitFor(
      () => followers.every((follower) => follower.latest?.data.weather.elapsed_time === UNTIL / 1000),
      'la trame finale sur chaque page',
      30_000,
    );
    for (const follower of followers) {
      expect(follower.latest?.data.session_id).toBe(SESSION_2025);
      expect(follower.latest?.data.data).toEqual(final.data);
      expect(follower.backwards).toEqual([]);
    }
    expect(steady.connections).toBe(1);
    expect(cutDuringOutage.connections).toBeGreaterThanOrEqual(2);
    expect(cutAfterRestart.connections).toBeGreaterThanOrEqual(2);

    // The Redis that came back empty holds the latest state again: ingest published into it.
    const check = createRedis(redis.url, 'client');
    try {
      expect((await readLatestLive(check, busKeys(REDIS_PREFIX), SESSION_2025))?.id).toBe(steady.latest?.id);
    } finally {
      await check.quit();
    }

    // A page opened after the end gets the same state, and the same frame as the others.
    const latecomer = new LiveFollower(socketUrl);
    followers.push(latecomer);
    latecomer.connect();
    await waitFor(() => latecomer.latest !== null, 'la trame servie à une nouvelle page', 10_000);
    expect(latecomer.latest?.data.data).toEqual(final.data);
    expect(latecomer.latest?.id).toBe(steady.latest?.id);

    // Both recovered by themselves: still the processes started at the beginning.
    expect(alive(ingest), ingestStderr()).toBe(true);
    expect(alive(realtime), realtimeStderr()).toBe(true);
  }, 120_000);
});
