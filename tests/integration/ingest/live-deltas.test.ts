import { busKeys, readFramesAfter } from '@lemans/bus';
import { createLogger } from '@lemans/platform';
import {
  applyLiveDelta,
  type LiveDelta,
  type LiveFrame,
  liveFrameOf,
  parsedSnapshotOf,
  snapshotAt,
} from '@lemans/race';
import { afterAll, describe, expect, it } from 'vitest';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { createTestRedis } from '../../support/redis.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

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
    const publisher = new LivePublisher(connection, keys, 100, createLogger('ingest-test', 'silent'));
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
    // A session's first frame from this publisher goes whole only.
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
    for (const [index, entry] of entries.entries()) {
      if (!entry.delta) continue;
      const base = entries.find((other) => other.id === entry.delta?.base);
      const rebuilt = applyLiveDelta(
        JSON.parse(base?.data ?? '') as LiveFrame,
        JSON.parse(entry.delta.data) as LiveDelta,
      );
      expect(rebuilt).toEqual(JSON.parse(entry.data));
      expect(rebuilt).toEqual(JSON.parse(JSON.stringify(published[index])));
      expect(entry.delta.data.length).toBeLessThan(entry.data.length / 4);
    }
  });
});
