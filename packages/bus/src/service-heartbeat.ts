import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { BusKeys } from './keys.ts';

/**
 * Each running process says every few seconds that it is alive, since when, and what it is doing (the
 * ingest's last poll, the realtime's connected clients). The key expires three beats after the last one,
 * so a stopped or crashed process disappears on its own; the admin's system view reads them all.
 */

export const HEARTBEAT_INTERVAL_MS = 5000;
const HEARTBEAT_TTL_MS = 3 * HEARTBEAT_INTERVAL_MS;

export interface ServiceHeartbeat {
  service: string;
  instance: string;
  started_at: string;
  seen_at: string;
  /** What the service reports of its own work. */
  details: Record<string, unknown>;
}

export interface ServiceHeartbeatOptions {
  service: string;
  /** Read at every beat. */
  details?: () => Record<string, unknown>;
  now?: () => number;
  intervalMs?: number;
}

/**
 * Starts beating at once, then every interval; `stop` removes the key, so that a clean stop shows at once.
 * A beat that fails (Redis down) is skipped: the next one writes it again.
 */
export function startServiceHeartbeat(
  redis: Redis,
  keys: BusKeys,
  options: ServiceHeartbeatOptions,
): { stop(): Promise<void> } {
  const now = options.now ?? Date.now;
  const instance = `${hostname()}-${process.pid}`;
  const key = keys.heartbeat(options.service, instance);
  const startedAt = new Date(now()).toISOString();
  const beat = () => {
    const heartbeat: ServiceHeartbeat = {
      service: options.service,
      instance,
      started_at: startedAt,
      seen_at: new Date(now()).toISOString(),
      details: options.details?.() ?? {},
    };
    redis.set(key, JSON.stringify(heartbeat), 'PX', HEARTBEAT_TTL_MS).catch(() => {});
  };
  beat();
  const timer = setInterval(beat, options.intervalMs ?? HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await redis.del(key).catch(() => {});
    },
  };
}

/** The heartbeats of every process alive now, by service then instance. */
export async function readServiceHeartbeats(redis: Redis, keys: BusKeys): Promise<ServiceHeartbeat[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', keys.heartbeatPattern, 'COUNT', 100);
    found.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  if (found.length === 0) return [];
  const values = await redis.mget(found);
  return values
    .flatMap((value) => {
      try {
        return value ? [JSON.parse(value) as ServiceHeartbeat] : [];
      } catch {
        return [];
      }
    })
    .sort((a, b) => a.service.localeCompare(b.service) || a.instance.localeCompare(b.instance));
}
