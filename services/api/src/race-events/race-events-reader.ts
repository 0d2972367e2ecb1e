import type { DbOrTrx } from '@lemans/platform';
import type { CacheSettings } from '../http/cache-registry.ts';
import { type CarAtOtherEvent, listCarsAtOtherEvents } from './elsewhere-repository.ts';
import { type RaceEventRow, resolveRaceEvent } from './race-events-repository.ts';

/** What the race pages ask of the events, each answer kept a moment (see raceEventsReader). */
export interface RaceEventsReader {
  /** The event a page shows: the one asked for (404 when unknown), else the current one. */
  resolve(requested: string | undefined): Promise<RaceEventRow | null>;
  /** The cars (and crews) of every other event, where a page finds the same car or driver elsewhere. */
  carsElsewhere(eventId: string): Promise<CarAtOtherEvent[]>;
}

/**
 * Events change when a session starts, ends or grows a lap, and every team, driver and car page asks
 * which one it shows and where else its car or driver raced: each answer is kept `ttlMs`, so that a visitor
 * going through the pages costs Postgres the pages alone (planning the events' views costs more than
 * reading them). An unknown event is refused each time, never kept; "no event yet" is not kept either, so
 * that the first session shows at once.
 */
export function raceEventsReader(db: DbOrTrx, { registry, ttlMs }: CacheSettings): RaceEventsReader {
  const events = registry.shortLived<RaceEventRow | null>(ttlMs);
  const others = registry.shortLived<CarAtOtherEvent[]>(ttlMs);
  return {
    async resolve(requested) {
      const key = requested ?? '';
      const event = await events.get(key, () => resolveRaceEvent(db, requested));
      if (event === null) events.forget(key);
      return event;
    },
    carsElsewhere: (eventId) => others.get(eventId, () => listCarsAtOtherEvents(db, eventId)),
  };
}
