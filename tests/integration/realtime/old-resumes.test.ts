import { afterAll, describe, expect, inject, it } from 'vitest';
import { startByteCountingProxy } from '../../support/byte-counting-proxy.ts';
import { sampleSum, scrape } from '../../support/prometheus-text.ts';
import { createTestRedis } from '../../support/redis.ts';
import {
  handled,
  publisher,
  publishRace,
  realtimeResources,
  startRealtime,
  testKeys,
  WHOLE_PADDING,
} from './realtime-harness.ts';
import { type Frame, TestClient } from './test-client.ts';

/**
 * Pages back from far away (`0-0`, a laptop waking up, an id just older than what the process keeps) get
 * the latest state at once, and cost the process no read of Redis: measured on the wire, through a proxy
 * in front of Redis that counts every byte the process receives.
 */

const redis = createTestRedis();
afterAll(() => redis.cleanup());
const { keep } = realtimeResources();

const SOCKETS = 200;
/** Frames the process keeps for resumes: few, so that a short race goes past them. */
const KEPT = 30;

/** A page following session 10 that comes back from `lastId`, and the first frame it is sent. */
async function comeBack(socketUrl: string, lastId: string): Promise<{ client: TestClient; first: Frame }> {
  const client = keep(await TestClient.connect(socketUrl));
  client.send({ type: 'join-live', sessionId: '10' });
  client.send({ type: 'resume', id: lastId });
  return { client, first: await client.next(20_000) };
}

describe('resumes older than what the process keeps', () => {
  it('get the latest state at once, and the process reads nothing from Redis for them', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    const proxy = keep(await startByteCountingProxy(inject('redisUrl')));
    const server = keep(await startRealtime(redis, keys, { resumeLimit: KEPT }, 0, proxy.url));
    const ids = await publishRace(pub, 2 * KEPT);
    const newest = ids.at(-1) as string;
    await expect.poll(async () => (await server.health()).lastFrameId, { timeout: 20_000 }).toBe(newest);
    // The proxy sees what the process reads: every frame came through it once, whole.
    expect(proxy.bytesFromServer).toBeGreaterThan(ids.length * WHOLE_PADDING.length);

    // The oldest id the process answers from memory: the newest frame it let go.
    const floor = ids.at(-KEPT - 1) as string;
    const justOlder = ids.at(-KEPT - 2) as string;
    const readBefore = proxy.bytesFromServer;
    const pages = await Promise.all(
      Array.from({ length: 2 * SOCKETS }, (_, index) =>
        comeBack(server.socketUrl, index < SOCKETS ? '0-0' : justOlder),
      ),
    );
    for (const { first } of pages) {
      expect(first).toEqual({ type: 'live-update', id: newest, data: { n: 2 * KEPT, pad: WHOLE_PADDING } });
    }
    for (const { client } of pages) await handled(client);
    for (const { client } of pages)
      expect(client.frames.map((frame) => frame.type)).toEqual(['live-update', 'error']);
    const readForResumes = proxy.bytesFromServer - readBefore;
    // Less than one frame for all of them together: the stream is never read for a resume.
    expect(readForResumes).toBeLessThan(WHOLE_PADDING.length);

    // From the floor itself, the process still holds every missed frame: exactly those, as deltas.
    const near = keep(await TestClient.connect(server.socketUrl));
    near.send({ type: 'join-live', sessionId: '10', held: { session: '10', id: floor } });
    near.send({ type: 'resume', id: floor });
    const missed = await near.take(KEPT, 20_000);
    expect(missed.map((frame) => frame.type)).toEqual(Array(KEPT).fill('live-delta'));
    expect(missed.map((frame) => frame.id)).toEqual(ids.slice(-KEPT));
    await handled(near);
    expect(proxy.bytesFromServer - readBefore).toBeLessThan(WHOLE_PADDING.length);

    const figures = await scrape(server.httpUrl);
    expect(sampleSum(figures, 'lemans_realtime_resumes_total', { outcome: 'latest' })).toBe(2 * SOCKETS);
    expect(sampleSum(figures, 'lemans_realtime_resumes_total', { outcome: 'missed' })).toBe(1);
  });
});
