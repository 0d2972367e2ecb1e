import type { Redis } from 'ioredis';
import { decodeFrameEntry, type FrameEntry, type RawStreamEntry } from './frame.ts';
import type { BusKeys } from './keys.ts';

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
 * The newest `count` frames (at least one), oldest first, and the id of the newest entry (null when the stream is empty or
 * absent): what a reader keeps in memory to answer resumes, read once when it starts rather than on each
 * resume. An id older than the first of them has more than `count` frames after it, or ones trimmed away.
 */
export async function readNewestFrames(
  redis: Redis,
  keys: BusKeys,
  count: number,
): Promise<{ frames: FrameEntry[]; lastId: string | null }> {
  const newestFirst = await redis.xrevrange(keys.frames, '+', '-', 'COUNT', count);
  const lastId = newestFirst[0]?.[0] ?? null;
  return { frames: decodeAll(newestFirst.reverse()), lastId };
}

/** Id of the newest entry, or null when the stream is empty or absent. */
export async function lastFrameId(redis: Redis, keys: BusKeys): Promise<string | null> {
  const [newest] = await redis.xrevrange(keys.frames, '+', '-', 'COUNT', 1);
  return newest?.[0] ?? null;
}

function decodeAll(entries: RawStreamEntry[]): FrameEntry[] {
  return entries.map(decodeFrameEntry).filter((entry) => entry !== null);
}
