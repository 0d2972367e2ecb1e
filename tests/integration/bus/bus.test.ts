import { randomBytes } from 'node:crypto';
import {
  busKeys,
  type FrameEntry,
  followFrames,
  lastFrameId,
  publishFrame,
  publishLiveFrameAfter,
  readAllLatestLive,
  readFramesAfter,
  readLatestLive,
  readNewestFrames,
} from '@lemans/bus';
import { createLogger, createRedis } from '@lemans/platform';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestRedis } from '../../support/redis.ts';
import { killConnectionsNamed } from '../../support/redis-connections.ts';
import { startFreezingProxy } from './freezing-proxy.ts';

const testRedis = createTestRedis();
const redis = testRedis.connect('client');
const logger = createLogger('bus-test', 'silent');
afterAll(() => testRedis.cleanup());

/** Keys of their own for each test: the stream's history is what is being tested. */
function freshKeys() {
  return busKeys(`${testRedis.prefix}:${randomBytes(3).toString('hex')}`);
}

const live = (session: string, n: number, current = true) => ({
  type: 'live-update' as const,
  session,
  current,
  data: JSON.stringify({ n, session }),
});
const notice = { type: 'news-update' as const, session: '', current: false, data: '{"news":true}' };

describe('publishFrame and readFramesAfter', () => {
  it('appends frames and reads them back after an id, exclusive, in order', async () => {
    const keys = freshKeys();
    const first = await publishFrame(redis, keys, live('10', 1), 1000);
    const second = await publishFrame(redis, keys, notice, 1000);
    const third = await publishFrame(redis, keys, live('11', 2, false), 1000);

    expect(await readFramesAfter(redis, keys, '0-0', 10)).toEqual([
      { id: first, type: 'live-update', session: '10', current: true, data: '{"n":1,"session":"10"}' },
      { id: second, type: 'news-update', session: '', current: false, data: '{"news":true}' },
      { id: third, type: 'live-update', session: '11', current: false, data: '{"n":2,"session":"11"}' },
    ]);
    expect((await readFramesAfter(redis, keys, first, 10)).map((entry) => entry.id)).toEqual([second, third]);
    expect((await readFramesAfter(redis, keys, first, 1)).map((entry) => entry.id)).toEqual([second]);
    expect(await lastFrameId(redis, keys)).toBe(third);
  });

  it('keeps the latest live-update per session and the current session', async () => {
    const keys = freshKeys();
    await publishFrame(redis, keys, live('10', 1), 1000);
    const latestOf10 = await publishFrame(redis, keys, live('10', 2), 1000);
    await publishFrame(redis, keys, notice, 1000);
    const latestOf11 = await publishFrame(redis, keys, live('11', 3, false), 1000);

    expect(await readLatestLive(redis, keys, '10')).toEqual({
      id: latestOf10,
      data: '{"n":2,"session":"10"}',
    });
    expect(JSON.parse((await redis.get(keys.latestLive('11'))) ?? '')).toEqual({
      id: latestOf11,
      data: { n: 3, session: '11' },
    });
    expect(await readLatestLive(redis, keys, '12')).toBeNull();
    expect(await readAllLatestLive(redis, keys)).toEqual({
      currentSession: '10',
      bySession: new Map([
        ['10', { id: latestOf10, data: '{"n":2,"session":"10"}' }],
        ['11', { id: latestOf11, data: '{"n":3,"session":"11"}' }],
      ]),
    });
  });

  it('trims the stream to about maxLen entries, the newest of which a reader keeps', async () => {
    const keys = freshKeys();
    const ids: string[] = [];
    for (let n = 0; n < 400; n++) ids.push(await publishFrame(redis, keys, live('10', n), 50));

    const length = await redis.xlen(keys.frames);
    expect(length).toBeGreaterThanOrEqual(50);
    expect(length).toBeLessThan(400);
    const newest = await readNewestFrames(redis, keys, 3);
    expect(newest.frames.map((entry) => entry.id)).toEqual(ids.slice(-3));
    expect(newest.lastId).toBe(ids.at(-1));
    expect((await readNewestFrames(redis, keys, 1000)).frames).toHaveLength(length);
  });

  it('reports no history on an empty stream', async () => {
    const keys = freshKeys();
    expect(await readNewestFrames(redis, keys, 10)).toEqual({ frames: [], lastId: null });
    expect(await lastFrameId(redis, keys)).toBeNull();
  });
});

describe('publishLiveFrameAfter', () => {
  /** A live-update of session 10 whose delta from `base` sets `n`. */
  const liveAfter = (base: string, n: number) => ({
    ...live('10', n),
    delta: { base, data: JSON.stringify({ set: { n } }) },
  });

  it("appends only after the session's latest live-update, else answers with that latest", async () => {
    const keys = freshKeys();
    const first = await publishLiveFrameAfter(redis, keys, live('10', 1), 1000, null);
    if (!('id' in first)) throw new Error(`refusée : ${JSON.stringify(first)}`);
    const second = await publishLiveFrameAfter(redis, keys, liveAfter(first.id, 2), 1000, first.id);
    if (!('id' in second)) throw new Error(`refusée : ${JSON.stringify(second)}`);
    // Another session's latest and the notices between are not what the condition looks at.
    await publishFrame(redis, keys, live('11', 9), 1000);
    await publishFrame(redis, keys, notice, 1000);
    const latestOf10 = { id: second.id, data: '{"n":2,"session":"10"}' };

    // Built on a frame that is no longer the latest, or believing the session has none: nothing appended.
    expect(await publishLiveFrameAfter(redis, keys, liveAfter(first.id, 3), 1000, first.id)).toEqual({
      latest: latestOf10,
    });
    expect(await publishLiveFrameAfter(redis, keys, live('10', 3), 1000, null)).toEqual({
      latest: latestOf10,
    });
    const entries = await readFramesAfter(redis, keys, '0-0', 10);
    expect(entries.map((entry) => entry.data)).toEqual([
      '{"n":1,"session":"10"}',
      '{"n":2,"session":"10"}',
      '{"n":9,"session":"11"}',
      '{"news":true}',
    ]);
    expect(entries[1]?.delta).toEqual({ base: first.id, data: '{"set":{"n":2}}' });
    expect(await readLatestLive(redis, keys, '10')).toEqual(latestOf10);

    // Built on a frame while the session has no latest any more (its key deleted).
    await redis.del(keys.latestLive('10'));
    expect(await publishLiveFrameAfter(redis, keys, liveAfter(second.id, 3), 1000, second.id)).toEqual({
      latest: null,
    });
    expect(await redis.xlen(keys.frames)).toBe(4);
  });

  it('answers with no latest when what the session holds is not one', async () => {
    const keys = freshKeys();
    await redis.set(keys.latestLive('10'), 'pas une trame');
    expect(await publishLiveFrameAfter(redis, keys, live('10', 1), 1000, null)).toEqual({ latest: null });
    expect(await redis.xlen(keys.frames)).toBe(0);
  });
});

describe('followFrames', () => {
  function follow(keys: ReturnType<typeof freshKeys>, startId: string, connectionName: string) {
    const reader = createRedis(inject('redisUrl'), 'worker', { connectionName });
    const received: FrameEntry[] = [];
    const controller = new AbortController();
    const done = followFrames(reader, keys, startId, (entries) => void received.push(...entries), {
      signal: controller.signal,
      logger,
      blockMs: 200,
      retryDelayMs: 50,
    });
    return {
      received,
      reader,
      stop: async () => {
        controller.abort();
        await done;
      },
    };
  }

  it('hands over frames published after the start id, in order, and stops on abort', async () => {
    const keys = freshKeys();
    const before = await publishFrame(redis, keys, live('10', 0), 1000);
    const follower = follow(keys, before, `bus-test-${randomBytes(3).toString('hex')}`);
    try {
      const ids = [];
      for (let n = 1; n <= 5; n++)
        ids.push(await publishFrame(redis, keys, n === 3 ? notice : live('10', n), 1000));
      await expect.poll(() => follower.received.map((entry) => entry.id)).toEqual(ids);
    } finally {
      await follower.stop();
    }
    expect(follower.reader.status).toBe('end');
  });

  it('stops promptly while blocked on a long read', async () => {
    const keys = freshKeys();
    const reader = createRedis(inject('redisUrl'), 'worker');
    const readerId = String(await reader.client('ID'));
    const controller = new AbortController();
    const done = followFrames(reader, keys, '0-0', () => {}, {
      signal: controller.signal,
      logger,
      blockMs: 60_000,
    });
    // Redis flags a connection waiting in a blocking command with `b`.
    await expect.poll(async () => String(await redis.client('LIST', 'ID', readerId))).toMatch(/ flags=b /);
    const startedAt = performance.now();
    controller.abort();
    await done;
    expect(performance.now() - startedAt).toBeLessThan(1000);
  });

  it('skips entries that are not frames and survives a failing handler', async () => {
    const keys = freshKeys();
    const reader = createRedis(inject('redisUrl'), 'worker');
    const controller = new AbortController();
    const seen: string[] = [];
    const done = followFrames(
      reader,
      keys,
      '0-0',
      (entries) => {
        seen.push(...entries.map((entry) => entry.data));
        if (seen.length === 1) throw new Error('panne du lecteur');
      },
      { signal: controller.signal, logger, blockMs: 200 },
    );
    try {
      await publishFrame(redis, keys, live('10', 1), 1000);
      await redis.xadd(keys.frames, '*', 'type', 'inconnu');
      await publishFrame(redis, keys, live('10', 2), 1000);
      await expect.poll(() => seen).toEqual(['{"n":1,"session":"10"}', '{"n":2,"session":"10"}']);
    } finally {
      controller.abort();
      await done;
    }
  });

  it('reconnects after its connection is killed and continues from the last id it saw', async () => {
    const keys = freshKeys();
    const name = `bus-test-${randomBytes(3).toString('hex')}`;
    const follower = follow(keys, '0-0', name);
    try {
      const first = await publishFrame(redis, keys, live('10', 1), 1000);
      await expect.poll(() => follower.received.map((entry) => entry.id)).toEqual([first]);

      expect(await killConnectionsNamed(inject('redisUrl'), name)).toBe(1);
      // Published while the reader is down or reconnecting: must not be lost.
      const second = await publishFrame(redis, keys, live('10', 2), 1000);
      const third = await publishFrame(redis, keys, notice, 1000);

      await expect
        .poll(() => follower.received.map((entry) => entry.id), { timeout: 10_000 })
        .toEqual([first, second, third]);
      await expect.poll(() => follower.reader.status).toBe('ready');
    } finally {
      await follower.stop();
    }
  });

  it('reconnects when its connection goes silent without closing, and loses nothing', async () => {
    const keys = freshKeys();
    const proxy = await startFreezingProxy(inject('redisUrl'));
    const reader = createRedis(proxy.url, 'worker');
    const received: string[] = [];
    const controller = new AbortController();
    const done = followFrames(
      reader,
      keys,
      '0-0',
      (entries) => void received.push(...entries.map((e) => e.id)),
      {
        signal: controller.signal,
        logger,
        blockMs: 200,
      },
    );
    try {
      const first = await publishFrame(redis, keys, live('10', 1), 1000);
      await expect.poll(() => received).toEqual([first]);

      proxy.freeze();
      const second = await publishFrame(redis, keys, live('10', 2), 1000);
      await expect.poll(() => received, { timeout: 10_000 }).toEqual([first, second]);
    } finally {
      controller.abort();
      await done;
      await proxy.close();
    }
  });
});
