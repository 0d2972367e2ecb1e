import type { Redis } from 'ioredis';
import type { BusKeys } from './keys.ts';
import { parseStreamId } from './stream-id.ts';

/** The newest live-update of a session, as publishFrame stores it. */
export interface LatestLive {
  id: string;
  /** Raw JSON, as published. */
  data: string;
}

const HEAD = '{"id":"';
const SEPARATOR = '","data":';

/** Splits the stored `{"id":"<id>","data":<data>}` by position so that the data is not parsed again. */
export function decodeLatestLive(text: string): LatestLive | null {
  if (!text.startsWith(HEAD) || !text.endsWith('}')) return null;
  const idEnd = text.indexOf('"', HEAD.length);
  if (idEnd < 0 || !text.startsWith(SEPARATOR, idEnd)) return null;
  const id = text.slice(HEAD.length, idEnd);
  const data = text.slice(idEnd + SEPARATOR.length, -1);
  return parseStreamId(id) && data ? { id, data } : null;
}

export async function readLatestLive(
  redis: Redis,
  keys: BusKeys,
  sessionId: string,
): Promise<LatestLive | null> {
  const text = await redis.get(keys.latestLive(sessionId));
  return text === null ? null : decodeLatestLive(text);
}

export interface LatestLiveState {
  currentSession: string | null;
  bySession: Map<string, LatestLive>;
}

/** Every session's latest live-update and the current session: what a reader needs at start-up. */
export async function readAllLatestLive(redis: Redis, keys: BusKeys): Promise<LatestLiveState> {
  const bySession = new Map<string, LatestLive>();
  const sessionStart = keys.latestLive('').length;
  // SCAN rather than KEYS: the server stays responsive however many keys it holds.
  for await (const batch of redis.scanStream({ match: keys.latestLivePattern, count: 200 })) {
    const names = batch as string[];
    if (names.length === 0) continue;
    const values = await redis.mget(...names);
    names.forEach((name, index) => {
      const latest = values[index] ? decodeLatestLive(values[index]) : null;
      if (latest) bySession.set(name.slice(sessionStart), latest);
    });
  }
  return { currentSession: await redis.get(keys.currentSession), bySession };
}
