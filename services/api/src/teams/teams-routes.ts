import type { TeamDetail } from '@lemans/contract';
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
import { listTeamChoices } from './teams-repository.ts';

/**
 * GET /teams/:id?event= (a team entry of the event with its drivers, statistics and session history) and
 * /teams-autocomplete (the current event's).
 */
export function teamsRoutes(db: DbOrTrx, events: RaceEventsReader, spellings: SpellingsReader): Router {
  const router = Router();
  router.get('/teams-autocomplete', async (req, res) => {
    sendJsonBody(
      req,
      res,
      JsonBody.of(await listTeamChoices(db, await events.resolve(undefined))),
      RACE_PAGE_SHARED_CACHE,
    );
  });
  router.get('/teams/:id', async (req, res) => {
    const id = positiveIdOf(req.params.id, "Identifiant d'équipe invalide");
    const event = await events.resolve(raceEventIdOf(req));
    const found = await findEntryPerformance(db, event, id);
    if (!found) throw new NotFoundError('Équipe introuvable');
    const { statistics, session_history } = found;
    const team: TeamDetail = {
      ...entryOf(found, (await spellings()).person),
      statistics,
      session_history: withCategoryLabels(session_history),
      race_event: raceEventContextOf(
        event,
        event ? carElsewhere(await events.carsElsewhere(event.id), found.number) : [],
      ),
    };
    sendJsonBody(req, res, JsonBody.of(team), RACE_PAGE_SHARED_CACHE);
  });
  return router;
}
