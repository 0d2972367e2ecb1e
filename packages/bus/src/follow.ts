import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import { decodeFrameEntry, type FrameEntry } from './frame.ts';
import type { BusKeys } from './keys.ts';

/**
 * A read still unanswered this long after its BLOCK ran out is stuck on a connection that died silently
 * (no FIN, no RST: a NAT entry or a network gone). Reconnecting makes ioredis send it again on a new one.
 */
const STALL_GRACE_MS = 2000;

export interface FollowOptions {
  /** Stops the loop; the connection is then disconnected, which is what interrupts a blocked read. */
  signal: AbortSignal;
  logger: Logger;
  /**
   * How long one XREAD waits. Bounded, so that a quiet stream still shows traffic (proxies drop idle
   * connections) and a read that outlives it by far can be told apart: see STALL_GRACE_MS.
   */
  blockMs?: number;
  /** Most entries handed over at once. */
  count?: number;
  /** Pause after a failed read, so that a persistent error does not spin. */
  retryDelayMs?: number;
}

/**
 * Hands every frame appended after `startId` to `onEntries`, in order, until `signal` aborts.
 * `redis` is dedicated to this loop (worker role: commands wait through a reconnection instead of
 * failing) and is disconnected when the loop stops. The loop resumes from the last id it saw after any
 * failure, Redis restart included; it logs and never throws, and neither does a failing `onEntries`.
 * Pass a concrete id rather than `$`, so that nothing published before the first read is missed.
 */
export async function followFrames(
  redis: Redis,
  keys: BusKeys,
  startId: string,
  onEntries: (entries: FrameEntry[]) => void | Promise<void>,
  { signal, logger, blockMs = 5000, count = 500, retryDelayMs = 1000 }: FollowOptions,
): Promise<void> {
  const stop = () => redis.disconnect();
  signal.addEventListener('abort', stop, { once: true });
  let lastId = startId;
  try {
    while (!signal.aborted) {
      let reply: Awaited<ReturnType<typeof readAfter>>;
      const watchdog = setTimeout(() => {
        // While Redis is down the read waits in ioredis' queue: that is not a stall.
        if (redis.status !== 'ready') return;
        logger.warn({ lastId }, 'lecture du flux sans réponse : reconnexion à Redis');
        redis.disconnect(true);
      }, blockMs + STALL_GRACE_MS).unref();
      try {
        reply = await readAfter(redis, keys, lastId, blockMs, count);
      } catch (err) {
        if (signal.aborted) break;
        logger.warn({ err, lastId }, 'lecture du flux de trames impossible : nouvel essai');
        await sleep(retryDelayMs, undefined, { signal }).catch(() => {});
        continue;
      } finally {
        clearTimeout(watchdog);
      }
      if (reply.length === 0) continue;
      lastId = reply.at(-1)?.[0] ?? lastId;
      const entries: FrameEntry[] = [];
      for (const raw of reply) {
        const entry = decodeFrameEntry(raw);
        if (entry) entries.push(entry);
        else logger.warn({ id: raw[0] }, "entrée du flux ignorée : ce n'est pas une trame");
      }
      if (entries.length === 0) continue;
      try {
        await onEntries(entries);
      } catch (err) {
        logger.error({ err, lastId }, 'échec du traitement de trames du flux');
      }
    }
  } finally {
    signal.removeEventListener('abort', stop);
    redis.disconnect();
  }
}

async function readAfter(redis: Redis, keys: BusKeys, lastId: string, blockMs: number, count: number) {
  const reply = await redis.xread('COUNT', count, 'BLOCK', blockMs, 'STREAMS', keys.frames, lastId);
  return reply?.[0]?.[1] ?? [];
}
