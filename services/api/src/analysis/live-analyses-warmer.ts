import type { LiveFrame } from '@lemans/contract';
import { LRUCache } from 'lru-cache';
import type { HeavyReader } from '../heavy-reads/heavy-read.ts';
import { WARM_FOR_MS, WARM_SESSIONS } from './warm-sessions.ts';

/**
 * What to do with each newer live frame the API receives: a running session's tells its reads' thread to
 * compute the session's analysis again (HeavyReader.warm), so that its strategy is there before anyone
 * asks. The current session always has a place, taken from the session framed least recently if need be.
 */
export function liveAnalysesWarmer(
  reader: Pick<HeavyReader, 'warm'>,
  currentSessionId: () => string | null,
  now: () => number = performance.now.bind(performance),
): (frame: LiveFrame) => void {
  const warm = new LRUCache<string, true>({
    max: WARM_SESSIONS,
    ttl: WARM_FOR_MS,
    perf: { now },
    ttlResolution: 0,
  });
  return (frame) => {
    const sessionId = frame.session_id;
    if (frame.session_status !== 'active') {
      warm.delete(sessionId);
      return;
    }
    if (!warm.has(sessionId)) {
      warm.purgeStale();
      if (warm.size >= WARM_SESSIONS && sessionId !== currentSessionId()) return;
    }
    warm.set(sessionId, true);
    reader.warm(sessionId);
  };
}
