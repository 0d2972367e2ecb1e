import { DAY_MS } from '@lemans/contract/timing';
import { BadRequestError } from '@lemans/platform';
import type { Request } from 'express';
import { z } from 'zod';
import { raceTimeQueryOf } from '../live/time-travel-query.ts';

/**
 * The moment a page shows, as the catalogue, alerts and streams lists take it: the session shown
 * (`session`) and its race time (`t`, as time travel takes it: `hh:mm:ss` or milliseconds). Both or
 * neither: a race time means nothing without its session, and a session alone names no moment.
 */
export interface MomentQuery {
  sessionId: string;
  raceTimeMs: number;
}

const momentQuery = z.object({
  session: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  t: z.string().optional(),
});

/** No race lasts a week: a later race time names no moment (and would leave the range of dates). */
const MAX_RACE_TIME_MS = 7 * DAY_MS;

const MOMENT_WITHOUT_TIME = 'Le paramètre session exige une heure de course (t)';
const TIME_WITHOUT_SESSION = 'Le paramètre t exige une session (session)';
/** A repeated `t` (an array), or one written as an object, names no one race time. */
const TIME_NOT_ONE = 'Le paramètre t doit être une seule heure de course (hh:mm:ss ou millisecondes)';

/** The moment named by the query string; undefined when it names none; a malformed one is a 400. */
export function momentQueryOf(req: Request): MomentQuery | undefined {
  const result = momentQuery.safeParse({ session: req.query.session, t: req.query.t });
  if (!result.success) {
    const field = result.error.issues[0]?.path[0];
    throw new BadRequestError(field === 't' ? TIME_NOT_ONE : 'Identifiant de session invalide');
  }
  const { session, t } = result.data;
  if (session === undefined && t === undefined) return undefined;
  if (session === undefined) throw new BadRequestError(TIME_WITHOUT_SESSION);
  if (t === undefined) throw new BadRequestError(MOMENT_WITHOUT_TIME);
  const raceTimeMs = raceTimeQueryOf(t);
  if (raceTimeMs > MAX_RACE_TIME_MS) throw new BadRequestError(`« ${t} » dépasse toute durée de course`);
  return { sessionId: session, raceTimeMs };
}
