import { NotFoundError } from '@lemans/platform';
import type { RequestHandler } from 'express';

export const notFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`Ressource introuvable : ${req.method} ${req.path}`));
};
