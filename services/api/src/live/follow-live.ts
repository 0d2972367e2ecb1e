import { setTimeout as sleep } from 'node:timers/promises';
import { type BusKeys, type FrameEntry, followFrames, lastFrameId, readAllLatestLive } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import type { LiveFrames } from './live-frames.ts';

const RETRY_DELAY_MS = 1000;

export interface LiveFollower {
  /** Settles once the latest frames held by Redis are in memory (or the follower was stopped first). */
  loaded: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps `frames` current: loads every session's latest live frame, then applies each live-update of the
 * frames stream. The position is taken before the keys are read, so that a frame published in between is
 * applied again rather than missed (the newer frame wins either way). Runs in the background: until the
 * frames are loaded, requests read Redis' keys or Postgres themselves. `redis` is dedicated to it (worker
 * role) and disconnected when it stops. `onFrame` is told of each frame newer than the one held.
 */
export function followLive(
  frames: LiveFrames,
  redis: Redis,
  keys: BusKeys,
  logger: Logger,
  onFrame: (frame: LiveFrame) => void = () => {},
): LiveFollower {
  const controller = new AbortController();
  const { signal } = controller;
  // A stop during the first reads must interrupt them too: they wait for Redis as long as it is down.
  signal.addEventListener('abort', () => redis.disconnect(), { once: true });

  const apply = (entry: FrameEntry) => {
    if (entry.type !== 'live-update') return;
    try {
      const held = frames.accept(entry.session, entry);
      if (entry.current) frames.currentSessionId = entry.session;
      if (held.id === entry.id) onFrame(held.frame);
    } catch (err) {
      logger.warn({ err, id: entry.id, sessionId: entry.session }, 'trame en direct illisible ignorée');
    }
  };

  // Retried until it succeeds: without this first read the stream would be followed from nowhere.
  const load = async (): Promise<string | null> => {
    while (!signal.aborted) {
      try {
        const startId = (await lastFrameId(redis, keys)) ?? '0-0';
        const latest = await readAllLatestLive(redis, keys);
        for (const [session, live] of latest.bySession) {
          apply({ ...live, type: 'live-update', session, current: false });
        }
        frames.currentSessionId = latest.currentSession;
        logger.info(
          { sessions: latest.bySession.size, current: latest.currentSession },
          'images en direct chargées',
        );
        return startId;
      } catch (err) {
        if (signal.aborted) break;
        logger.warn({ err }, 'chargement des images en direct impossible : nouvel essai');
        await sleep(RETRY_DELAY_MS, undefined, { signal }).catch(() => {});
      }
    }
    return null;
  };

  const loaded = load();
  const running = loaded.then((startId) =>
    startId === null
      ? undefined
      : followFrames(redis, keys, startId, (entries) => entries.forEach(apply), { signal, logger }),
  );
  return {
    loaded: loaded.then(() => {}),
    async stop() {
      controller.abort();
      await running;
    },
  };
}
