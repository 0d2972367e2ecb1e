import { type DbOrTrx, NotFoundError } from '@lemans/platform';
import type { CacheSettings } from '../http/cache-registry.ts';
import type { RaceEventsReader } from '../race-events/race-events-reader.ts';
import type { MomentQuery } from './moment-query.ts';
import { findMomentSession, type MomentSessionRow } from './moment-repository.ts';

/**
 * A moment a page shows, resolved: the wall instant it stands for (the session's start plus its race time:
 * a replay of the 2025 race at 14:00 stands for 15 June 2025, 06:00 in Le Mans, whenever it is played), and
 * whether the session belongs to the event the organiser's feed follows, whose catalogue (news, programme,
 * video streams) the API holds. A session of another event has none of that catalogue.
 */
export interface ShownMoment {
  sessionId: string;
  raceTimeMs: number;
  instant: Date;
  followedEvent: boolean;
}

export const SESSION_NOT_FOUND = 'Session introuvable';

export type MomentResolver = (query: MomentQuery) => Promise<ShownMoment>;

/**
 * Resolves moments. A session's start and event do not change while it is shown, and a page asks again at
 * every minute of race time: each session's are kept for the catalogue's lifetime, the followed event as the
 * race pages keep it.
 */
export function momentResolver(
  db: DbOrTrx,
  { registry, ttlMs }: CacheSettings,
  events: Pick<RaceEventsReader, 'resolve'>,
): MomentResolver {
  const sessions = registry.shortLived<MomentSessionRow | undefined>(ttlMs);
  return async ({ sessionId, raceTimeMs }) => {
    const [session, followed] = await Promise.all([
      sessions.get(sessionId, () => findMomentSession(db, sessionId)),
      events.resolve(undefined),
    ]);
    if (!session) {
      // A session not ingested yet may be by the next call.
      sessions.forget(sessionId);
      throw new NotFoundError(SESSION_NOT_FOUND);
    }
    return {
      sessionId,
      raceTimeMs,
      instant: new Date(new Date(session.start).getTime() + raceTimeMs),
      followedEvent: followed !== null && followed.id === session.race_event_id,
    };
  };
}
