import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Families, sampleSum, scrape } from '../../support/prometheus-text.ts';
import { createTestRedis } from '../../support/redis.ts';
import { publisher, realtimeResources, startRealtime, testKeys } from '../realtime/realtime-harness.ts';

/** The realtime server's /metrics, on its own port: the figures move with what its sockets receive. */

const redis = createTestRedis();
afterAll(() => redis.cleanup());
const { keep, connect } = realtimeResources();

const sent = (families: Families, kind: string) => ({
  frames: sampleSum(families, 'lemans_realtime_frames_sent_total', { kind }),
  bytes: sampleSum(families, 'lemans_realtime_sent_bytes_total', { kind }),
});

describe('the realtime figures', () => {
  it('count the sockets, the frames and bytes sent whole and as deltas, keyframes and resumes', async () => {
    const keys = testKeys(redis);
    const server = keep(await startRealtime(redis, keys));
    const pub = publisher(redis, keys);
    const before = await scrape(server.httpUrl);
    expect(sampleSum(before, 'lemans_realtime_sockets', { service: 'realtime' })).toBe(0);
    expect(sent(before, 'whole')).toEqual({ frames: 0, bytes: 0 });

    const clients = [];
    for (let n = 0; n < 3; n++) clients.push(await connect(server, { type: 'join-live', sessionId: '10' }));
    const first = await pub.live('10', { n: 1 });
    const second = await pub.publish({
      type: 'live-update',
      session: '10',
      current: false,
      data: JSON.stringify({ n: 2 }),
      delta: { base: first, data: JSON.stringify({ set: { n: 2 } }) },
    });
    await pub.notice('news-update');
    for (const client of clients) expect((await client.take(3)).map((frame) => frame.id)).toContain(second);
    const [asker] = clients;
    asker?.send({ type: 'keyframe', sessionId: '10' });
    await asker?.next();

    const after = await scrape(server.httpUrl);
    expect(sampleSum(after, 'lemans_realtime_sockets')).toBe(3);
    // Three sockets got the first frame whole and the second as its delta, then the notice; one asked again.
    const whole = sent(after, 'whole');
    const delta = sent(after, 'delta');
    expect(whole.frames).toBe(4);
    expect(delta.frames).toBe(3);
    expect(sent(after, 'notice').frames).toBe(3);
    expect(whole.bytes).toBeGreaterThan(4 * JSON.stringify({ n: 1 }).length);
    expect(delta.bytes).toBeGreaterThan(0);
    expect(sampleSum(after, 'lemans_realtime_keyframe_requests_total')).toBe(1);
    expect(sampleSum(after, 'lemans_realtime_resumes_total')).toBe(0);
    asker?.send({ type: 'resume', id: second });
    await expect
      .poll(async () => sampleSum(await scrape(server.httpUrl), 'lemans_realtime_resumes_total'))
      .toBe(1);
  });

  it('count the handshakes refused for their origin or their path', async () => {
    const keys = testKeys(redis);
    const server = keep(await startRealtime(redis, keys));
    /** The HTTP status of a refused handshake. */
    const refused = (url: string, origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(url, { origin });
        socket.on('open', () => reject(new Error('poignée de main acceptée')));
        socket.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
        });
        socket.on('error', (err) => {
          if (!/Unexpected server response/.test(err.message)) reject(err);
        });
      });
    expect(await refused(server.socketUrl, 'https://ailleurs.example')).toBe(403);
    expect(await refused(server.socketUrl.replace('/socket', '/autre'), 'https://ailleurs.example')).toBe(
      404,
    );
    const families = await scrape(server.httpUrl);
    expect(sampleSum(families, 'lemans_realtime_refused_upgrades_total', { reason: 'origin' })).toBe(1);
    expect(sampleSum(families, 'lemans_realtime_refused_upgrades_total', { reason: 'path' })).toBe(1);
    // The process's own figures come with them.
    expect(sampleSum(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
