import { JsonBody, sendJsonBody } from '@lemans/http';
import type { DbOrTrx } from '@lemans/platform';
import { NotFoundError } from '@lemans/platform';
import type { LapResponse } from '@lemans/race';
import { type Request, type Response, Router } from 'express';
import { positiveIdOf, sessionIdParamOf } from '../http/route-ids.ts';
import { RACE_PAGE_SHARED_CACHE } from '../http/shared-cache.ts';
import { findLapsOfCar } from './laps-repository.ts';

/**
 * GET /sessions/:sessionId/teams/:teamId/laps and .../drivers/:driverId/laps: a car's laps in a session
 * (the team id is the entry id), all of them or one driver's, in the lap response of spec part 2 §3.
 */
export function lapsRoutes(db: DbOrTrx): Router {
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
    const body: LapResponse = {
      session: { id: sessionId, name: found.session_name, partial_since_ms: found.partial_since_ms },
      total_laps: found.total_laps,
      best_lap_time: found.best_lap_time,
      best_position: found.best_position,
      avg_lap_time: found.avg_lap_time,
      drivers: found.drivers,
      laps: found.laps,
    };
    sendJsonBody(req, res, JsonBody.of(body), RACE_PAGE_SHARED_CACHE);
  };
  router.get('/sessions/:sessionId/teams/:teamId/laps', (req, res) => send(req, res, undefined));
  router.get('/sessions/:sessionId/teams/:teamId/drivers/:driverId/laps', (req, res) =>
    send(req, res, req.params.driverId),
  );
  return router;
}
