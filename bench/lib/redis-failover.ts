import { busKeys } from '@lemans/bus';
import { migrateToLatest } from '@lemans/migrations';
import { createRedis, withDatabaseName } from '@lemans/platform';
import { dropDatabase } from '../../tests/support/postgres-admin.ts';
import { type RedisSentinelGroup, startRedisSentinelGroup } from '../../tests/support/redis-sentinel.ts';
import type { FailoverProtocol } from './failover-client-worker.ts';
import { everyClientFollowing, type FailoverClients } from './failover-clients.ts';
import { type FailoverOutcome, failoverOutcome } from './failover-outcome.ts';
import { startFailoverRace } from './failover-race.ts';
import { publishedLiveIds } from './published-live-ids.ts';
import { startSocketIoLive } from './socketio-live.ts';

export interface RedisFailoverSettings {
  clients: number;
  /** Frames every client receives before the failover, and after it before the measure ends. */
  framesAround: number;
  /** How long clients may wait for those frames. */
  framesTimeoutMs: number;
}

export interface RedisFailoverResult {
  protocol: FailoverProtocol;
  refused: number;
  /** From the kill to the moment the sentinels name a new primary that takes writes. */
  promotionMs: number;
  /** Times from the kill. */
  fromKill: FailoverOutcome;
  /** Times from the promotion. */
  fromPromotion: FailoverOutcome;
}

/** What runs on the Sentinel group while clients follow: where they connect, what was published. */
interface Contender {
  socketUrl: string;
  published(): Promise<string[]>;
  /** The index, among what `published` gave, of the first frame published after `at` (wall clock, ms). */
  firstPublishedAfter(published: readonly string[], at: number): number;
  stop(): Promise<void>;
}

/**
 * A Redis primary, its replica and three sentinels of the run's own, clients following the live session:
 * the primary killed (SIGKILL), the sentinels promoting the replica. Ours: the site's services configured
 * with the sentinels. socket.io: a server with the Redis streams adapter and a publisher emitting the race's
 * frames at the same pace, each on an ioredis connection configured with the same sentinels.
 */
export async function redisFailover(
  clients: FailoverClients,
  protocol: FailoverProtocol,
  settings: RedisFailoverSettings,
): Promise<RedisFailoverResult> {
  const group = await startRedisSentinelGroup();
  let contender: Contender | undefined;
  try {
    contender = protocol === 'lemans' ? await startOurs(group) : await startSocketIoLive(group);
    const joinedAt = Date.now();
    const refused = await clients.connect(protocol, contender.socketUrl, settings.clients);
    await everyClientFollowing(clients, joinedAt, settings);

    const killedAt = Date.now();
    const formerPort = await group.killPrimary();
    await group.promotion(formerPort);
    const promotedAt = Date.now();
    await clients.waitForFrames(promotedAt, settings.framesAround, settings.framesTimeoutMs);

    const logs = await clients.logs();
    const published = await contender.published();
    const firstNew = contender.firstPublishedAfter(published, killedAt);
    return {
      protocol,
      refused,
      promotionMs: promotedAt - killedAt,
      fromKill: failoverOutcome(logs, published, killedAt, firstNew),
      fromPromotion: failoverOutcome(logs, published, promotedAt, firstNew),
    };
  } finally {
    await clients.closeAll();
    await contender?.stop();
    await group.stop();
  }
}

async function startOurs(group: RedisSentinelGroup): Promise<Contender> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const databaseName = `lemans_bench_failover_redis_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const prefix = 'lemans-bench-failover';
  await migrateToLatest(databaseUrl);
  const race = await startFailoverRace(databaseUrl, { ...group.env, REDIS_PREFIX: prefix }).catch(
    async (error: unknown) => {
      await dropDatabase(serverUrl, databaseName);
      throw error;
    },
  );
  return {
    socketUrl: race.socketUrl,
    async published() {
      const redis = createRedis(group.target, 'client');
      // Its sentinels are stopped next: what it would report once they are gone says nothing here.
      redis.on('error', () => {});
      return publishedLiveIds(redis, busKeys(prefix)).finally(() => redis.disconnect());
    },
    // A stream id starts with the time Redis appended the entry, on this machine's clock.
    firstPublishedAfter(published, at) {
      const index = published.findIndex((id) => Number(id.split('-')[0]) > at);
      return index === -1 ? published.length : index;
    },
    async stop() {
      await race.stop();
      await dropDatabase(serverUrl, databaseName);
    },
  };
}
