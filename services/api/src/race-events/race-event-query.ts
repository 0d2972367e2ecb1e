import { BadRequestError } from '@lemans/platform';
import type { Request } from 'express';

/** Event ids are slugs with their day: `24-heures-du-mans-2025-06-14`. */
const EVENT_ID = /^[a-z0-9-]{1,160}$/;

/** The optional `event` of the query string; a malformed one is the client's mistake (400). */
export function raceEventIdOf(req: Request): string | undefined {
  const value = req.query.event;
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !EVENT_ID.test(value))
    throw new BadRequestError("Identifiant d'épreuve invalide");
  return value;
}
