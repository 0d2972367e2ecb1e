import { sendJsonBody } from '@lemans/http';
import { Router } from 'express';
import type { Catalogue } from './load-catalogue.ts';

/** GET /catalogue/{entries,categories,program,news}: static documents, with ETag and 304. */
export function catalogueRoutes(catalogue: Catalogue): Router {
  const router = Router();
  for (const name of ['entries', 'categories', 'program', 'news'] as const) {
    router.get(`/${name}`, (req, res) => {
      sendJsonBody(req, res, catalogue[name]);
    });
  }
  return router;
}
