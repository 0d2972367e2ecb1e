import type { LapResponse } from '@lemans/contract';
import { JsonBody, sendJsonBody } from '@lemans/http';
import type { DbOrTrx } from '@lemans/platform';
import { NotFoundError } from '@lemans/platform';
import { type Request, type Response, Router } from 'express';
import type { Spell, SpellingsReader } from '../entries/known-spellings.ts';
import { positiveIdOf, sessionIdParamOf } from '../http/route-ids.ts';
import { RACE_PAGE_SHARED_CACHE } from '../http/shared-cache.ts';
import { findLapsOfCar, type LapsOfCar } from './laps-repository.ts';

/**
 * GET /sessions/:sessionId/teams/:teamId/laps and .../drivers/:driverId/laps: a car's laps in a session
 * (the team id is the entry id), all of them or one driver's, in the lap response of spec part 2 §3.
 */
export function lapsRoutes(db: DbOrTrx, spellings: SpellingsReader): Router {
  const router = Router();
  const send = async (req: Request, res: Response, driverParam: string | undefined) => {
    const sessionId = sessionIdParamOf(req.params.sessionId as string | undefined);
    const teamId = positiveIdOf(req.params.teamId as string | undefined, "Identifiant d'équipe invalide");
    const driverId =
      driverParam === undefined ? null : positiveIdOf(driverParam, 'Identifiant de pilote invalide');
    const found = await findLapsOfCar(db, sessionId, teamId, driverId);
    if (!found.session_found) throw new NotFoundError('Session introuvable');
    if (!found.car_found) throw new NotFoundError('Équipe introuvable dans cette session');
    if (!found.driver_found) throw new NotFoundError('Pilote introuvable dans cette équipe');
    const { drivers, laps } = spelledCrew(found, (await spellings()).person);
    const body: LapResponse = {
      session: { id: sessionId, name: found.session_name, partial_since_ms: found.partial_since_ms },
      total_laps: found.total_laps,
      best_lap_time: found.best_lap_time,
      best_position: found.best_position,
      avg_lap_time: found.avg_lap_time,
      drivers,
      laps,
    };
    sendJsonBody(req, res, JsonBody.of(body), RACE_PAGE_SHARED_CACHE);
  };
  router.get('/sessions/:sessionId/teams/:teamId/laps', (req, res) => send(req, res, undefined));
  router.get('/sessions/:sessionId/teams/:teamId/drivers/:driverId/laps', (req, res) =>
    send(req, res, req.params.driverId),
  );
  return router;
}

/** The crew and the laps' drivers with the one spelling each driver has at every event. */
function spelledCrew(found: LapsOfCar, spell: Spell): Pick<LapResponse, 'drivers' | 'laps'> {
  const drivers = found.drivers.map((driver) => ({ ...driver, ...spell(driver) }));
  const names = new Map(
    drivers.map((driver) => [driver.id, `${driver.firstname} ${driver.lastname}`.trim()]),
  );
  return {
    drivers,
    laps: found.laps.map((lap) => {
      const name = lap.driver_id === null ? undefined : names.get(lap.driver_id);
      return name === undefined ? lap : { ...lap, driver_name: name };
    }),
  };
}
