import { type BusKeys, publishFrame } from '@lemans/bus';
import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import type { StreamsChanged } from './admin-streams-routes.ts';

/**
 * Tells every open page that the streams changed (a `streams-update` notice on the frame stream), so the
 * Live and Replays pages reload them. The change is already committed: when Redis is down the notice is
 * lost and logged, and pages see the change at their next load or reconnection.
 */
export function streamsNotifier(
  redis: Redis,
  keys: BusKeys,
  maxLength: number,
  logger: Logger,
  now: () => number,
): StreamsChanged {
  return async () => {
    try {
      const data = JSON.stringify({ changed_at: new Date(now()).toISOString() });
      await publishFrame(
        redis,
        keys,
        { type: 'streams-update', session: '', current: false, data },
        maxLength,
      );
    } catch (err) {
      logger.warn({ err }, 'changement des streams non annoncé : Redis ne répond pas');
    }
  };
}
