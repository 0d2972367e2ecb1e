import type { Redis } from 'ioredis';
import { decodeFrameEntry, type FrameEntry, type RawStreamEntry } from './frame.ts';
import type { BusKeys } from './keys.ts';
import { compareStreamIds } from './stream-id.ts';

/** Up to `count` frames after `lastId` (excluded), oldest first. */
export async function readFramesAfter(
  redis: Redis,
  keys: BusKeys,
  lastId: string,
  count: number,
): Promise<FrameEntry[]> {
  return decodeAll(await redis.xrange(keys.frames, `(${lastId}`, '+', 'COUNT', count));
}

/**
 * Every frame after `lastId` when the stream still holds all of them and there are at most `limit`,
 * else null: the history is gone (trimmed, or Redis lost it) or too long to replay, and the reader should
 * send a fresh snapshot instead. Both reads run in one transaction, so trimming cannot fall between them.
 */
export async function readHistoryAfter(
  redis: Redis,
  keys: BusKeys,
  lastId: string,
  limit: number,
): Promise<FrameEntry[] | null> {
  const replies = await redis
    .multi()
    .xrange(keys.frames, '-', '+', 'COUNT', 1)
    .xrange(keys.frames, `(${lastId}`, '+', 'COUNT', limit + 1)
    .exec();
  const [oldest, after] = (replies ?? []).map(([error, reply]) => {
    if (error) throw error;
    return reply as RawStreamEntry[];
  });
  const oldestId = oldest?.[0]?.[0];
  if (!oldestId || !after || compareStreamIds(lastId, oldestId) < 0 || after.length > limit) return null;
  return decodeAll(after);
}

/** Id of the newest entry, or null when the stream is empty or absent. */
export async function lastFrameId(redis: Redis, keys: BusKeys): Promise<string | null> {
  const [newest] = await redis.xrevrange(keys.frames, '+', '-', 'COUNT', 1);
  return newest?.[0] ?? null;
}

function decodeAll(entries: RawStreamEntry[]): FrameEntry[] {
  return entries.map(decodeFrameEntry).filter((entry) => entry !== null);
}
