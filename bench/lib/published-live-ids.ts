import { type BusKeys, decodeFrameEntry, type RawStreamEntry } from '@lemans/bus';
import type { Redis } from 'ioredis';

/** The stream ids of the live frames, in the order the stream holds them: a run's own stream has one session. */
export async function publishedLiveIds(redis: Redis, keys: BusKeys): Promise<string[]> {
  const entries = (await redis.xrange(keys.frames, '-', '+')) as RawStreamEntry[];
  return entries.flatMap((raw) => {
    const entry = decodeFrameEntry(raw);
    return entry?.type === 'live-update' ? [entry.id] : [];
  });
}
