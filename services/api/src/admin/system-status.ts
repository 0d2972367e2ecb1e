import { type BusKeys, readServiceHeartbeats, type ServiceHeartbeat } from '@lemans/bus';
import type { ProbeResult, QueueCounts, SystemStatus } from '@lemans/contract';
import type { Redis } from 'ioredis';
import packageJson from '../../package.json' with { type: 'json' };

export interface SystemProbes {
  /** null when reachable, else the error's text. */
  postgres(): Promise<string | null>;
  redis(): Promise<string | null>;
  queues(): Promise<Record<string, QueueCounts>>;
}

async function timed(probe: () => Promise<string | null>, now: () => number): Promise<ProbeResult> {
  const start = now();
  const error = await probe().catch((err: Error) => err.message);
  return { ok: error === null, latency_ms: now() - start, error };
}

const lastPollOf = (heartbeat: ServiceHeartbeat) =>
  heartbeat.details.last_poll as { at: string; status: string } | null | undefined;

/** Reads every part at once; Redis being down empties the services and queues but not the rest. */
export async function systemStatus(
  redis: Redis,
  keys: BusKeys,
  probes: SystemProbes,
  now: () => number,
): Promise<SystemStatus> {
  const [postgres, redisProbe, heartbeats, queues] = await Promise.all([
    timed(probes.postgres, now),
    timed(probes.redis, now),
    readServiceHeartbeats(redis, keys).catch(() => []),
    probes.queues().catch(() => null),
  ]);
  const at = now();
  const polls = heartbeats.flatMap((heartbeat) => {
    const poll = lastPollOf(heartbeat);
    return poll ? [poll] : [];
  });
  const lastPoll = polls.sort((a, b) => b.at.localeCompare(a.at))[0];
  return {
    version: packageJson.version,
    checked_at: new Date(at).toISOString(),
    postgres,
    redis: redisProbe,
    services: heartbeats.map((heartbeat) => ({
      ...heartbeat,
      uptime_s: Math.max(0, Math.round((at - Date.parse(heartbeat.started_at)) / 1000)),
    })),
    queues,
    feed: lastPoll
      ? {
          last_poll_at: lastPoll.at,
          age_s: Math.max(0, Math.round((at - Date.parse(lastPoll.at)) / 1000)),
          status: lastPoll.status,
        }
      : null,
    websocket_clients: heartbeats
      .filter((heartbeat) => heartbeat.service === 'realtime')
      .reduce((sum, heartbeat) => sum + Number(heartbeat.details.clients ?? 0), 0),
  };
}
