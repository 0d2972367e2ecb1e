import { setTimeout as sleep } from 'node:timers/promises';
import { busKeys } from '@lemans/bus';
import { migrateToLatest } from '@lemans/migrations';
import { createRedis } from '@lemans/platform';
import { createDatabase } from '../../tests/support/postgres-admin.ts';
import { startPostgresCluster } from '../../tests/support/postgres-cluster.ts';
import { deleteKeysUnder } from './api-server.ts';
import { everyClientFollowing, type FailoverClients } from './failover-clients.ts';
import { type FailoverOutcome, failoverOutcome } from './failover-outcome.ts';
import { type FailoverRace, startFailoverRace } from './failover-race.ts';
import { publishedLiveIds } from './published-live-ids.ts';

/** How a site gets back on its feet once the replica is promoted. */
export type PostgresRecovery = 'ride-through' | 'restart';

export interface PostgresFailoverSettings {
  clients: number;
  /** From the primary's stop to the replica's promotion. */
  outageMs: number;
  /** Frames every client receives before the failover, and after it before the measure ends. */
  framesAround: number;
  /** How long clients may wait for those frames. */
  framesTimeoutMs: number;
}

export interface PostgresFailoverResult {
  recovery: PostgresRecovery;
  refused: number;
  /** From the primary's stop to the promoted replica taking writes. */
  outageMs: number;
  /** Times from the promotion. */
  outcome: FailoverOutcome;
  /** Restarting: from the promotion to the restarted ingest and API answering their health checks. */
  restartMs: number | null;
}

const DATABASE = 'lemans';

/**
 * The site on a PostgreSQL primary and its streaming replica of its own, clients following the live
 * session: the primary stopped (immediate), the replica promoted after the outage. Riding through, ingest
 * and the API are configured with both servers and find the new primary themselves; restarting, they know
 * only the primary, and are killed at the promotion and started again on the new one, as a supervisor
 * would once told.
 */
export async function postgresFailover(
  clients: FailoverClients,
  recovery: PostgresRecovery,
  settings: PostgresFailoverSettings,
): Promise<PostgresFailoverResult> {
  const cluster = await startPostgresCluster();
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `lemans-bench-failover-pg-${recovery}:${process.pid}`;
  let race: FailoverRace | undefined;
  try {
    await createDatabase(cluster.primaryUrl('postgres'), DATABASE);
    await migrateToLatest(cluster.primaryUrl(DATABASE));
    const databaseUrl =
      recovery === 'ride-through' ? cluster.bothHostsUrl(DATABASE) : cluster.primaryUrl(DATABASE);
    race = await startFailoverRace(databaseUrl, { REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    const joinedAt = Date.now();
    const refused = await clients.connect('lemans', race.socketUrl, settings.clients);
    await everyClientFollowing(clients, joinedAt, settings);

    const stoppedAt = Date.now();
    await cluster.stopPrimary();
    await sleep(stoppedAt + settings.outageMs - Date.now());
    await cluster.promoteReplica();
    const promotedAt = Date.now();
    if (recovery === 'restart') await race.restartOnto(cluster.replicaUrl(DATABASE));
    const restartMs = recovery === 'restart' ? Date.now() - promotedAt : null;
    await clients.waitForFrames(promotedAt, settings.framesAround, settings.framesTimeoutMs);

    const logs = await clients.logs();
    const redis = createRedis(redisUrl, 'client');
    const published = await publishedLiveIds(redis, busKeys(prefix)).finally(() => redis.quit());
    return {
      recovery,
      refused,
      outageMs: promotedAt - stoppedAt,
      outcome: failoverOutcome(logs, published, promotedAt),
      restartMs,
    };
  } finally {
    await clients.closeAll();
    await race?.stop();
    await deleteKeysUnder(redisUrl, prefix);
    await cluster.stop();
  }
}
