import { busKeys, readLatestLive } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { createLogger, createRedis } from '@lemans/platform';
import { liveFrameOf, parsedSnapshotOf, snapshotAt } from '@lemans/race';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { type PrivateRedis, startPrivateRedis } from '../../support/private-redis.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';
import { waitFor } from '../ingest/replay-harness.ts';

/**
 * The live publisher while Redis is down: publishing does not hold the poll that publishes, the newest
 * frame of each session is kept, and it is sent as soon as the connection is back, with no further frame
 * needed to push it out.
 */

const recording = tinyRecording();
const frameAt = (raceTimeMs: number) =>
  liveFrameOf(
    parsedSnapshotOf(snapshotAt(recording, raceTimeMs)),
    '4242',
    'active',
    new Date(recording.meta.startTimeMs + raceTimeMs),
  );

let redis: PrivateRedis | undefined;
const connections: Redis[] = [];
afterAll(async () => {
  for (const connection of connections) connection.disconnect();
  await redis?.kill();
});

describe('live frames published while Redis is down', () => {
  it('do not hold the publisher, and the newest is sent once Redis is back', async () => {
    redis = await startPrivateRedis();
    const logger = createLogger('ingest-test', 'silent');
    const publisherRedis = createRedis(redis.url, 'client', { logger });
    const reader = createRedis(redis.url, 'client', { logger });
    connections.push(publisherRedis, reader);
    const keys = busKeys('lemans-test:publisher-reconnection');
    const publisher = new LivePublisher(publisherRedis, keys, 100, logger);
    const latestElapsed = async () => {
      const latest = await readLatestLive(reader, keys, '4242').catch(() => null);
      return latest && (JSON.parse(latest.data) as LiveFrame).weather.elapsed_time;
    };

    // The connections may still be opening: the frame is then kept, and sent once they are.
    await publisher.publish(frameAt(60_000), true);
    await expect.poll(latestElapsed).toBe(60);

    await redis.kill();
    await waitFor(() => publisherRedis.status !== 'ready', 'la connexion perdue', 30_000);
    // Both settle while Redis is still down: were they held until it is back, the test would never pass them.
    await publisher.publish(frameAt(120_000), true);
    await publisher.publish(frameAt(180_000), true);
    expect(publisher.pendingSessions).toBe(1);

    await redis.start();
    // The reader may see the frame a moment before the publisher has its answer and forgets the frame.
    await waitFor(
      async () => (await latestElapsed()) === 180 && publisher.pendingSessions === 0,
      'la dernière trame après le retour de Redis, et plus rien en attente',
      30_000,
    );
  });
});
