import { type BusKeys, busKeys, type FrameEntry, readFramesAfter } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { applyLiveDelta, type LiveDelta } from '@lemans/contract/live-delta';
import { createLogger } from '@lemans/platform';
import { liveFrameOf, parsedSnapshotOf, snapshotAt } from '@lemans/race';
import { afterAll, describe, expect, it } from 'vitest';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { createTestRedis } from '../../support/redis.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

const logger = createLogger('ingest-test', 'silent');
const recording = tinyRecording();
const frameAt = (session: string, raceTimeMs: number) =>
  liveFrameOf(
    parsedSnapshotOf(snapshotAt(recording, raceTimeMs)),
    session,
    'active',
    new Date(recording.meta.startTimeMs + raceTimeMs),
  );

describe('live frames in the stream', () => {
  it("carry their delta from the same session's frame before, which rebuilds them exactly", async () => {
    const keys = busKeys(`${redis.prefix}:deltas`);
    const connection = redis.connect('client');
    // Frames published before the connection is ready are kept, the newest of each session only.
    await connection.ping();
    const publisher = new LivePublisher(connection, keys, 100, logger);
    const published = [
      frameAt('10', 60_000),
      frameAt('11', 60_000),
      frameAt('10', 63_000),
      frameAt('10', 66_000),
      frameAt('11', 63_000),
    ];
    for (const frame of published) await publisher.publish(frame, frame.session_id === '10');

    const entries = await readFramesAfter(redis.connect('client'), keys, '0-0', 10);
    expect(entries.map((entry) => entry.session)).toEqual(['10', '11', '10', '10', '11']);
    // A session's first frame goes whole only.
    expect(entries[0]?.delta).toBeUndefined();
    expect(entries[1]?.delta).toBeUndefined();
    const idOf = (index: number) => entries[index]?.id;
    expect(entries.map((entry) => entry.delta?.base)).toEqual([
      undefined,
      undefined,
      idOf(0),
      idOf(2),
      idOf(1),
    ]);
    expectRebuiltExactly(entries, published);
    for (const entry of entries) {
      if (entry.delta) expect(entry.delta.data.length).toBeLessThan(entry.data.length / 4);
    }
  });

  it('carry their delta from the frame another publisher put last, whichever published before', async () => {
    const keys = busKeys(`${redis.prefix}:turns`);
    // Two ingest processes, each with its own connection, taking turns on the polls of one session.
    const first = await readyPublisher(keys);
    const second = await readyPublisher(keys);
    const published = [60_000, 63_000, 66_000, 69_000, 72_000].map((raceTimeMs) => frameAt('10', raceTimeMs));
    for (const [index, frame] of published.entries()) {
      await (index % 2 === 0 ? first : second).publish(frame, true);
    }
    // A process started afterwards: its first frame already goes with its delta.
    const started = await readyPublisher(keys);
    const latest = frameAt('10', 75_000);
    await started.publish(latest, true);
    published.push(latest);

    const entries = await readFramesAfter(redis.connect('client'), keys, '0-0', 10);
    expect(entries.map((entry) => entry.delta?.base)).toEqual([
      undefined,
      ...entries.slice(0, -1).map((entry) => entry.id),
    ]);
    expectRebuiltExactly(entries, published);
  });

  it("go whole when the session's latest in Redis is gone or is no frame, and carry deltas again after", async () => {
    const keys = busKeys(`${redis.prefix}:whole`);
    const publisher = await readyPublisher(keys);
    const client = redis.connect('client');
    await client.set(keys.latestLive('10'), '{"id":"1-0","data":{"pas":"une trame"}}');
    await publisher.publish(frameAt('10', 60_000), true);
    await client.del(keys.latestLive('10'));
    await publisher.publish(frameAt('10', 63_000), true);
    await publisher.publish(frameAt('10', 66_000), true);

    const entries = await readFramesAfter(client, keys, '0-0', 10);
    expect(entries.map((entry) => entry.delta?.base)).toEqual([undefined, undefined, entries[1]?.id]);
    expectRebuiltExactly(
      entries,
      [60_000, 63_000, 66_000].map((raceTimeMs) => frameAt('10', raceTimeMs)),
    );
  });
});

/** A publisher on a connection of its own, ready: what it publishes goes out at once. */
async function readyPublisher(keys: BusKeys): Promise<LivePublisher> {
  const connection = redis.connect('client');
  await connection.ping();
  return new LivePublisher(connection, keys, 100, logger);
}

/** Each entry holds its frame, and its delta applied to its base entry makes that frame again. */
function expectRebuiltExactly(entries: FrameEntry[], published: LiveFrame[]) {
  expect(entries.map((entry) => JSON.parse(entry.data))).toEqual(JSON.parse(JSON.stringify(published)));
  for (const entry of entries) {
    if (!entry.delta) continue;
    const base = entries.find((other) => other.id === entry.delta?.base);
    const rebuilt = applyLiveDelta(
      JSON.parse(base?.data ?? '') as LiveFrame,
      JSON.parse(entry.delta.data) as LiveDelta,
    );
    expect(rebuilt).toEqual(JSON.parse(entry.data));
  }
}
