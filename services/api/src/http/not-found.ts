import { NotFoundError } from '@lemans/platform';
import type { RequestHandler } from 'express';

/** Any path under /api that no route answers. */
export const notFound: RequestHandler = (_req, _res, next) => {
  next(new NotFoundError('Ressource introuvable'));
};
