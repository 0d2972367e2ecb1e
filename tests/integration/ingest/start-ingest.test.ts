import { setTimeout as sleep } from 'node:timers/promises';
import { openQueue } from '@lemans/bus/queues';
import { ReplaysQueue } from '@lemans/bus/replays-queue';
import { createLogger } from '@lemans/platform';
import { saveLapRecording } from '@lemans/recordings';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readIngestConfig } from '../../../services/ingest/src/config.ts';
import { type StartedIngest, startIngest } from '../../../services/ingest/src/start-ingest.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { FEED_CONTROL_SECRET } from '../../support/feed-control.ts';
import { freePort } from '../../support/free-port.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';

/**
 * Ingest as main.ts starts it, its live document taken from a server that is not ours (here, nothing at
 * all): the replays and the catalogue follow their own settings to our feed all the same.
 */

const logger = createLogger('start-ingest-test', 'silent');
let database: TestDatabase;
let redis: TestRedis;
let feed: StartedFeed;
let ingest: StartedIngest;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  feed = await startFeed({ db: database.db });
  const config = readIngestConfig({
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: redis.prefix,
    ORGANISER_FEED_URL: `http://127.0.0.1:${await freePort()}/live/WEC/data.json`,
    REPLAY_FEED_URL: feed.url,
    CATALOGUE_URL: `${feed.url}/catalogue`,
    FEED_CONTROL_SECRET,
    FEED_TIMEOUT_MS: '500',
    POLL_INTERVAL_MS: '1000',
    INGEST_PORT: '0',
  });
  ingest = await startIngest(config, { logger });
}, 60_000);

afterAll(async () => {
  await ingest?.close();
  await feed?.close();
  await redis?.cleanup();
  await database?.drop();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition non remplie en ${timeoutMs} ms : ${String(value)}`);
    await sleep(100);
  }
}

describe('ingest polling a feed other than ours', () => {
  it('syncs the catalogue from CATALOGUE_URL', async () => {
    const entries = await until(
      () => database.db.selectFrom('catalogue_entries').select('id').execute(),
      (rows) => rows.length > 0,
    );
    expect(entries).toHaveLength(62);
  });

  it('plays a replay on the channels of REPLAY_FEED_URL', async () => {
    const { id: recordingId } = await saveLapRecording(database.db, feed.recording);
    const replays = new ReplaysQueue({
      connection: redis.connect('queue'),
      eventsConnection: redis.connect('worker'),
      redisPrefix: redis.prefix,
      logger,
      timeoutMs: 10_000,
    });
    try {
      const started = await replays.send({ type: 'start', input: { recordingId, speed: 60, start: 0 } });
      expect(started).toMatchObject({ ok: true, replay: { recording_id: recordingId, state: 'running' } });
      if (!started.ok) return;
      const channels = await fetch(`${feed.url}/replays`, {
        headers: { authorization: `Bearer ${FEED_CONTROL_SECRET}` },
      });
      expect(((await channels.json()) as { replays: { id: string }[] }).replays).toMatchObject([
        { id: started.replay.id },
      ]);
      // Its polls read the channel's documents into the replay's own session.
      const sessionId = started.replay.session_id;
      await until(
        () => database.db.selectFrom('sessions').select('id').where('id', '=', sessionId).execute(),
        (rows) => rows.length === 1,
      );
      const stopped = await replays.send({ type: 'stop', input: { replayId: started.replay.id } });
      expect(stopped).toMatchObject({ ok: true });
    } finally {
      await replays.close();
    }
  });
});

describe('the workers of ingest', () => {
  it('fail a job whose payload the queue registry refuses, once, saying why', async () => {
    const imports = openQueue('recordings', redis.connect('queue'), redis.prefix);
    try {
      const job = await imports.add('import', { recordingId: 'r-1' } as never, { attempts: 3 });
      const failed = await until(
        async () => (await imports.getJob(job.id as string)) ?? null,
        (state) => state?.failedReason !== undefined && state.failedReason !== '',
      );
      expect(failed?.failedReason).toBe(
        'Tâche « import » de la file recordings invalide : sessionId : sessionId requis',
      );
      expect(failed?.attemptsMade).toBe(1);
    } finally {
      await imports.close();
    }
  });
});
