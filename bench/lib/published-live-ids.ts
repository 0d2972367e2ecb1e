import { type BusKeys, decodeFrameEntry, type RawStreamEntry } from '@lemans/bus';
import type { Redis } from 'ioredis';

/** The stream ids of a session's live frames, in the order the stream holds them. */
export async function publishedLiveIds(redis: Redis, keys: BusKeys, session: string): Promise<string[]> {
  const entries = (await redis.xrange(keys.frames, '-', '+')) as RawStreamEntry[];
  return entries.flatMap((raw) => {
    const entry = decodeFrameEntry(raw);
    return entry?.type === 'live-update' && entry.session === session ? [entry.id] : [];
  });
}
