import { METHOD_NOT_ALLOWED } from '@lemans/http';
import { AppError } from '@lemans/platform';
import type { RequestHandler } from 'express';

/** The methods some route of the API answers (HEAD with every GET). */
export const API_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Any other method is refused on every path with 405 and the list: TRACE, which would echo the request
 * back with its cookies, never reaches a route, and a method no route knows is not a missing resource.
 */
export const refuseUnservedMethods: RequestHandler = (req, res, next) => {
  if (API_METHODS.includes(req.method)) {
    next();
    return;
  }
  res.setHeader('allow', API_METHODS.join(', '));
  next(new AppError(METHOD_NOT_ALLOWED, 405));
};
