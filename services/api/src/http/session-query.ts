import { BadRequestError } from '@lemans/platform';
import type { Request } from 'express';
import { z } from 'zod';

/** Session ids are ingest's own (`[A-Za-z0-9_-]`): anything else cannot name a session. */
const sessionQuery = z.object({
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/** The optional `sessionId` of the query string; a malformed one is the client's mistake (400). */
export function sessionIdOf(req: Request): string | undefined {
  const result = sessionQuery.safeParse(req.query);
  if (!result.success) throw new BadRequestError('Identifiant de session invalide');
  return result.data.sessionId;
}
