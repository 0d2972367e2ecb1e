import type { DbOrTrx, JsonObject } from '@lemans/platform';
import type { AnalyticsEvent } from './analytics-schema.ts';

/** One insert for the whole batch. */
export async function insertAnalyticsEvents(db: DbOrTrx, events: AnalyticsEvent[]): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values(
      events.map((event) => ({
        name: event.name,
        section: event.section,
        path: event.path,
        occurred_at: event.at,
        data: (event.data as JsonObject | undefined) ?? null,
      })),
    )
    .execute();
}
