import { BadRequestError, NotFoundError } from '@lemans/platform';

/** Entry and driver ids are the organiser's positive integers, and our own rows' ids (streams, messages) too. */
const POSITIVE_ID = /^[1-9]\d{0,8}$/;
/** Session ids are ingest's own (`[A-Za-z0-9_-]`): anything else cannot name a session. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A path parameter that must be a positive id; anything else is the client's mistake (400). */
export function positiveIdOf(value: string | undefined, message: string): number {
  if (value === undefined || !POSITIVE_ID.test(value)) throw new BadRequestError(message);
  return Number(value);
}

export function sessionIdParamOf(value: string | undefined): string {
  if (value === undefined || !SESSION_ID.test(value)) {
    throw new BadRequestError('Identifiant de session invalide');
  }
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path parameter naming one of our uuid rows (recordings): what is not a uuid names none of them (404). */
export function uuidParamOf(value: string | undefined, notFound: string): string {
  if (value === undefined || !UUID.test(value)) throw new NotFoundError(notFound);
  return value;
}
