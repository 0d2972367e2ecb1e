import { type BusKeys, readFramesAfter, readLatestLive } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { createDb, createLogger, type Db } from '@lemans/platform';
import { StreamConflictError } from '@lemans/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedPoller } from '../../../services/ingest/src/poll/feed-poller.ts';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { LiveFrameAssembler } from '../../../web/src/socket/live-frame-assembler.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import { realtimeResources, startRealtime, testKeys } from './realtime-harness.ts';
import type { Frame, TestClient } from './test-client.ts';

/**
 * Two ingest processes taking turns on the polls of the live session, each with its own Postgres pool,
 * Redis connection, session ingestor and publisher, while 100 sockets follow the session through realtime:
 * every socket gets the first frame whole and every later one as a delta, and each frame it makes whole,
 * as the site does, is exactly the frame published.
 */

const SOCKETS = 100;
/** Polls, half by each process; each publishes a frame, or two after a refused append. */
const TURNS = 8;
const STEP_MS = 3000;
const logger = createLogger('alternating-ingests-test', 'silent');

const redis = createTestRedis();
const { keep, connect } = realtimeResources();
let database: TestDatabase;
let secondDb: Db;
let feed: StartedFeed;

beforeAll(async () => {
  database = await createTestDatabase();
  secondDb = createDb(database.url, { max: 2, applicationName: 'lemans-tests' });
  // Race time moves by one step at each document served: every poll reads a new one.
  feed = await startFeed({ clock: { startMs: 60_000, stepMs: STEP_MS } });
});

afterAll(async () => {
  await feed?.close();
  await secondDb?.destroy();
  await database?.drop();
  await redis.cleanup();
});

/** An ingest process's live poll, publishing on a Redis connection of its own, ready. */
async function ingestProcess(db: Db, keys: BusKeys): Promise<FeedPoller> {
  const connection = redis.connect('client');
  await connection.ping();
  return new FeedPoller({
    db,
    url: `${feed.url}/live/WEC/data.json`,
    timeoutMs: 5000,
    publisher: new LivePublisher(connection, keys, 1000, logger),
    logger,
  });
}

/**
 * A poll of this process's turn, and how many documents it appended (a frame each). When the other process
 * committed since this one's ingestor was loaded, the append is refused and the document held: the process
 * polls again, as its next job would, and appends the held document (from the session reloaded) and the
 * one it reads then.
 */
async function pollTurn(poller: FeedPoller): Promise<number> {
  try {
    expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    return 1;
  } catch (error) {
    if (!(error instanceof StreamConflictError)) throw error;
    expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    return 2;
  }
}

/** The frames a socket received made whole as the site does, and how many came as deltas. */
function rebuiltFrom(frames: Frame[]): { frames: { id: string; frame: LiveFrame }[]; deltas: number } {
  const assembler = new LiveFrameAssembler();
  const rebuilt = frames.map((received) => {
    const outcome = assembler.receive(received, 0);
    if (!outcome || !('frame' in outcome)) {
      throw new Error(`trame non reconstituée : ${JSON.stringify(received).slice(0, 200)}`);
    }
    return { id: received.id as string, frame: outcome.frame as LiveFrame };
  });
  return { frames: rebuilt, deltas: frames.filter((frame) => frame.type === 'live-delta').length };
}

describe('live frames published by two ingest processes taking turns', () => {
  it('reach every socket as deltas, each made whole into exactly the frame published', async () => {
    const keys = testKeys(redis);
    const server = keep(await startRealtime(redis, keys));
    const processes = [await ingestProcess(database.db, keys), await ingestProcess(secondDb, keys)];
    // Half follow the current session, half the session by its id.
    const sockets: TestClient[] = await Promise.all(
      Array.from({ length: SOCKETS }, (_, index) =>
        connect(server, { type: 'join-live', ...(index % 2 === 1 && { sessionId: '4242' }) }),
      ),
    );

    let frames = 0;
    for (let turn = 0; turn < TURNS; turn++) frames += await pollTurn(processes[turn % 2] as FeedPoller);
    expect(processes.map((process) => process.counts.applied)).toEqual([TURNS / 2, TURNS / 2]);

    const reader = redis.connect('client');
    const entries = await readFramesAfter(reader, keys, '0-0', 4 * TURNS);
    expect(entries).toHaveLength(frames);
    // Each frame after the first goes with its delta from the one before, whichever process published it.
    expect(entries.map((entry) => entry.delta?.base)).toEqual([
      undefined,
      ...entries.slice(0, -1).map((entry) => entry.id),
    ]);
    const published = entries.map((entry) => ({ id: entry.id, frame: JSON.parse(entry.data) as LiveFrame }));
    const latest = await readLatestLive(reader, keys, '4242');
    expect(JSON.parse(latest?.data ?? '')).toEqual(published.at(-1)?.frame);

    for (const socket of sockets) {
      const received = rebuiltFrom(await socket.take(frames));
      expect(received.deltas).toBe(frames - 1);
      expect(received.frames).toEqual(published);
    }
  });
});
