import { JsonBody, sendJsonBody } from '@lemans/http';
import { type DbOrTrx, NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import type { CacheSettings } from '../http/cache-registry.ts';
import { cachedJson } from '../http/cached-json.ts';
import { positiveIdOf } from '../http/route-ids.ts';
import { raceEventIdOf } from '../race-events/race-event-query.ts';
import type { RaceEventsReader } from '../race-events/race-events-reader.ts';
import { findEntryRow, listEntryRows } from './entries-repository.ts';
import { byCategoryThenNumber, entryOf } from './entry-of.ts';
import type { SpellingsReader } from './known-spellings.ts';

/** GET /entries?event= (the event's entries, by category then number) and GET /entries/:id?event=. */
export function entriesRoutes(
  db: DbOrTrx,
  cache: CacheSettings,
  events: RaceEventsReader,
  spellings: SpellingsReader,
): Router {
  const router = Router();
  // One cached list per event asked for; an unknown event is refused before anything is kept.
  const entries = cachedJson(cache, async (eventId) => {
    const event = await events.resolve(eventId || undefined);
    const spell = (await spellings()).person;
    return (await listEntryRows(db, event)).map((row) => entryOf(row, spell)).sort(byCategoryThenNumber);
  });
  router.get('/entries', async (req, res) => {
    sendJsonBody(req, res, await entries(raceEventIdOf(req) ?? ''));
  });
  router.get('/entries/:id', async (req, res) => {
    const id = positiveIdOf(req.params.id, "Identifiant d'engagement invalide");
    const row = await findEntryRow(db, await events.resolve(raceEventIdOf(req)), id);
    if (!row) throw new NotFoundError('Engagement introuvable');
    sendJsonBody(req, res, JsonBody.of(entryOf(row, (await spellings()).person)));
  });
  return router;
}
