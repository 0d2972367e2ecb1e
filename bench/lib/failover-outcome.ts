import type { ClientLog } from './failover-client-worker.ts';
import { type Summary, summarise } from './stats.ts';

/** What a failover cost the clients that lived through it. */
export interface FailoverOutcome {
  clients: number;
  /** Per client, from the moment given to its next live frame (ms); clients with none are not in it. */
  nextFrame: Summary;
  /** Clients that received no frame after that moment. */
  withoutFrame: number;
  /** Frames published while a client followed (between its first and last) that it never received. */
  lost: number;
  /** Frames a client received more than once. */
  doubled: number;
  /** Clients that missed or doubled at least one frame. */
  clientsHurt: number;
  /** Clients whose connection was closed. */
  closed: number;
}

/**
 * Each client's next frame after `from`, and its frames against `published`, the keys of every live
 * frame in the order they were published. Only frames from `firstNew` on (an index of `published`) count as
 * next: one already on its way when a server died says nothing of the recovery.
 */
export function failoverOutcome(
  logs: ClientLog[],
  published: readonly string[],
  from: number,
  firstNew = 0,
): FailoverOutcome {
  const order = new Map(published.map((key, index) => [key, index]));
  const waits: number[] = [];
  let lost = 0;
  let doubled = 0;
  let clientsHurt = 0;
  for (const log of logs) {
    const next = log.at.find(
      (at, index) => at > from && (order.get(log.keys[index] as string) ?? -1) >= firstNew,
    );
    if (next !== undefined) waits.push(next - from);
    const received = new Set(log.keys);
    const positions = log.keys.map((key) => order.get(key)).filter((at) => at !== undefined);
    const first = Math.min(...positions);
    const last = Math.max(...positions);
    let missed = 0;
    for (let index = first; index <= last; index++) {
      if (!received.has(published[index] as string)) missed++;
    }
    const twice = log.keys.length - received.size;
    lost += missed;
    doubled += twice;
    if (missed > 0 || twice > 0) clientsHurt++;
  }
  return {
    clients: logs.length,
    nextFrame: summarise(waits),
    withoutFrame: logs.length - waits.length,
    lost,
    doubled,
    clientsHurt,
    closed: logs.filter((log) => log.closed).length,
  };
}
