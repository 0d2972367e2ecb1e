import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseRaceTime } from '@lemans/contract/timing';
import { createHttpServer } from '@lemans/http';
import { type LapRecording, readRecordingFile } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
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
} from './replay-harness.ts';

/**
 * Two ingest processes on one database and one Redis: one polls the feed, the other stands by without a
 * request of its own. The one polling is killed (SIGKILL): the other polls within two intervals, and the session
 * ends with every lap exactly once, as an uninterrupted import of the same documents has them. The feed runs
 * in step mode (each document taken moves the race on by 3 s), so that the race waits for the polls.
 */

const FROM = parseRaceTime('14:00:00') as number;
const UNTIL = parseRaceTime('14:03:30') as number;
const POLL_INTERVAL_MS = 1200;
const LIVE_PATH = '/live/WEC/data.json';

let recording: LapRecording;
let redis: TestRedis;
let feed: StartedFeed | undefined;
const databases: TestDatabase[] = [];
const children: ChildProcess[] = [];
const doorServers: Server[] = [];

beforeAll(async () => {
  recording = truncated(await readRecordingFile(RECORDING_2025), UNTIL);
  redis = createTestRedis();
});
afterAll(async () => {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(running.map((child) => once(child, 'exit')));
  for (const door of doorServers) door.closeAllConnections();
  for (const door of doorServers) door.close();
  await feed?.close();
  await redis.cleanup();
  await Promise.all(databases.map((database) => database.drop()));
});

interface FeedDoor {
  url: string;
  /** When each poll of the live document came through this door, in ms since the epoch. */
  polls: number[];
}

/** A door of its own to the feed for one ingest process, so that its polls are told from the other's. */
async function feedDoor(target: string): Promise<FeedDoor> {
  const polls: number[] = [];
  const server = createHttpServer((req, res) => {
    if (req.url === LIVE_PATH) polls.push(Date.now());
    fetch(`${target}${req.url}`, {
      method: req.method,
      headers: { ...req.headers } as Record<string, string>,
    })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        const headers = Object.fromEntries(
          [...answer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
        );
        res.writeHead(answer.status, headers).end(body);
      })
      .catch(() => res.writeHead(502).end());
  });
  doorServers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, polls };
}

describe('two ingest processes', () => {
  it('one polls, the other takes over within two intervals when it dies, and every lap is there once', async () => {
    const reference = await createTestDatabase();
    const shared = await createTestDatabase();
    databases.push(reference, shared);
    await ingestRecording(reference.db, recording, { fromMs: FROM, batchSize: 1 });
    const started = await startFeed({ recording, clock: { startMs: FROM, stepMs: 3000 } });
    feed = started;

    const doors = [await feedDoor(started.url), await feedDoor(started.url)];
    const ingests = doors.map((door) => {
      const child = spawnIngest({
        databaseUrl: shared.url,
        redisUrl: inject('redisUrl'),
        redisPrefix: redis.prefix,
        feedUrl: `${door.url}${LIVE_PATH}`,
        pollIntervalMs: POLL_INTERVAL_MS,
        stderr: 'inherit',
      });
      children.push(child);
      return child;
    });

    // A quarter of the race polled, then twelve polls more in a row, all by one process, none by the other
    // (a process starting on a busy machine may hand the lease over once before: a handover, not two pollers).
    await waitFor(async () => (await cursorRaceTime(shared)) >= FROM + 60_000, 'les premiers relevés');
    const latest = (door: FeedDoor) => door.polls.at(-1) ?? 0;
    const active = latest(doors[0] as FeedDoor) > latest(doors[1] as FeedDoor) ? 0 : 1;
    const standby = 1 - active;
    const [activeDoor, standbyDoor] = [doors[active] as FeedDoor, doors[standby] as FeedDoor];
    const [activeBefore, standbyBefore] = [activeDoor.polls.length, standbyDoor.polls.length];
    await waitFor(() => activeDoor.polls.length >= activeBefore + 12, 'douze relevés de plus', 60_000);
    expect(standbyDoor.polls.length).toBe(standbyBefore);

    const killedAt = Date.now();
    ingests[active]?.kill('SIGKILL');
    await once(ingests[active] as ChildProcess, 'exit');
    await waitFor(
      () => standbyDoor.polls.length > standbyBefore,
      'le premier relevé du processus en attente',
      30_000,
    );
    const takeOverMs = (standbyDoor.polls[standbyBefore] as number) - killedAt;
    console.log(`relevé repris par l'autre processus ${takeOverMs} ms après l'arrêt du premier`);
    expect(takeOverMs, `relevé repris ${takeOverMs} ms après l'arrêt`).toBeLessThanOrEqual(
      2 * POLL_INTERVAL_MS,
    );

    await waitFor(async () => (await cursorRaceTime(shared)) === UNTIL, 'la fin de la course');
    const laps = await lapsOf(shared);
    expect(laps.length).toBeGreaterThan(30);
    expect(laps).toEqual(await lapsOf(reference));
    const positions = await shared.db
      .selectFrom('events')
      .select('stream_position')
      .where('stream_id', '=', `session-${SESSION_2025}`)
      .orderBy('stream_position')
      .execute();
    expect(positions.map((row) => row.stream_position)).toEqual(positions.map((_, i) => i + 1));
    expect(await classificationOf(shared)).toEqual(await classificationOf(reference));
  }, 240_000);
});
