import type { DriverDetail } from '@lemans/contract';
import { JsonBody, sendJsonBody } from '@lemans/http';
import type { DbOrTrx } from '@lemans/platform';
import { NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import { listEntryRows } from '../entries/entries-repository.ts';
import { byCategoryThenNumber, entryOf } from '../entries/entry-of.ts';
import type { SpellingsReader } from '../entries/known-spellings.ts';
import { positiveIdOf } from '../http/route-ids.ts';
import { RACE_PAGE_SHARED_CACHE } from '../http/shared-cache.ts';
import { withCategoryLabels } from '../performance/performance-sql.ts';
import { driverElsewhere } from '../race-events/elsewhere-repository.ts';
import { raceEventContextOf } from '../race-events/race-event-context.ts';
import { raceEventIdOf } from '../race-events/race-event-query.ts';
import type { RaceEventsReader } from '../race-events/race-events-reader.ts';
import { driversOf } from './driver-of.ts';
import { findDriverPerformance } from './drivers-repository.ts';

/**
 * GET /drivers?event= (every driver entered at the event, with their team) and /drivers/:id?event= (their
 * entries, history and statistics at the event, and where else they raced).
 */
export function driversRoutes(db: DbOrTrx, events: RaceEventsReader, spellings: SpellingsReader): Router {
  const router = Router();
  router.get('/drivers', async (req, res) => {
    const event = await events.resolve(raceEventIdOf(req));
    const spell = (await spellings()).person;
    const entries = (await listEntryRows(db, event))
      .map((row) => entryOf(row, spell))
      .sort(byCategoryThenNumber);
    sendJsonBody(req, res, JsonBody.of(driversOf(entries)), RACE_PAGE_SHARED_CACHE);
  });
  router.get('/drivers/:id', async (req, res) => {
    const id = positiveIdOf(req.params.id, 'Identifiant de pilote invalide');
    const event = await events.resolve(raceEventIdOf(req));
    const found = await findDriverPerformance(db, event, id);
    const spell = (await spellings()).person;
    const entries = found.entries.map((row) => entryOf(row, spell)).sort(byCategoryThenNumber);
    const driver = driversOf(entries).find((candidate) => candidate.id === id);
    if (!driver) throw new NotFoundError('Pilote introuvable');
    const detail: DriverDetail = {
      ...driver,
      statistics: found.statistics,
      session_history: withCategoryLabels(found.session_history),
      race_event: raceEventContextOf(
        event,
        event
          ? driverElsewhere(await events.carsElsewhere(event.id), {
              firstname: driver.firstname,
              lastname: driver.lastname,
            })
          : [],
      ),
    };
    sendJsonBody(req, res, JsonBody.of(detail), RACE_PAGE_SHARED_CACHE);
  });
  return router;
}
