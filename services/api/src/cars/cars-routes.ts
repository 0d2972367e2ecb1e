import type { CarDetail } from '@lemans/contract';
import { JsonBody, sendJsonBody } from '@lemans/http';
import type { DbOrTrx } from '@lemans/platform';
import { NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import { entryOf } from '../entries/entry-of.ts';
import type { SpellingsReader } from '../entries/known-spellings.ts';
import { positiveIdOf } from '../http/route-ids.ts';
import { RACE_PAGE_SHARED_CACHE } from '../http/shared-cache.ts';
import { findEntryPerformance } from '../performance/entry-performance-repository.ts';
import { withCategoryLabels } from '../performance/performance-sql.ts';
import { carElsewhere } from '../race-events/elsewhere-repository.ts';
import { raceEventContextOf } from '../race-events/race-event-context.ts';
import { raceEventIdOf } from '../race-events/race-event-query.ts';
import type { RaceEventsReader } from '../race-events/race-events-reader.ts';

/** GET /cars/:entryId?event=: the car page of the event (spec part 2 §3, car detail). */
export function carsRoutes(db: DbOrTrx, events: RaceEventsReader, spellings: SpellingsReader): Router {
  const router = Router();
  router.get('/cars/:entryId', async (req, res) => {
    const id = positiveIdOf(req.params.entryId, 'Identifiant de voiture invalide');
    const event = await events.resolve(raceEventIdOf(req));
    const found = await findEntryPerformance(db, event, id);
    if (!found) throw new NotFoundError('Voiture introuvable');
    const entry = entryOf(found, (await spellings()).person);
    const car: CarDetail = {
      participant_number: entry.number,
      car_name: entry.car_name,
      category_label: entry.category_label,
      category_color: entry.category_color,
      brand_name: entry.brand_name,
      team_id: entry.id,
      team_name: entry.team_name,
      team_country: entry.team_country,
      engine: entry.engine,
      tyres: entry.tyres,
      statistics: found.statistics,
      // The organiser's list has no pictures: the page shows initials instead.
      drivers: entry.drivers.map((driver) => ({
        id: driver.id,
        firstname: driver.firstname,
        lastname: driver.lastname,
        picture_url: null,
        position: driver.driver_position,
        country: driver.country,
      })),
      performance_evolution: found.performance_evolution,
      session_history: withCategoryLabels(found.session_history),
      race_event: raceEventContextOf(
        event,
        event ? carElsewhere(await events.carsElsewhere(event.id), found.number) : [],
      ),
    };
    sendJsonBody(req, res, JsonBody.of(car), RACE_PAGE_SHARED_CACHE);
  });
  return router;
}
