import type { Request, Response } from 'express';
import { ifNoneMatchHits, type JsonBody } from './json-body.ts';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a pre-serialised body with its ETag, gzipped when the client accepts it, or 304 when the client
 * already holds it. `no-cache` lets clients keep the body but makes them revalidate on every poll; a body
 * that can never change says so instead.
 */
export function sendJsonBody(req: Request, res: Response, body: JsonBody, cacheControl = 'no-cache'): void {
  const gzip = body.compressible && acceptsGzip(req);
  const etag = gzip ? body.gzipEtag : body.etag;
  res.set({
    'Cache-Control': cacheControl,
    'Content-Type': JSON_CONTENT_TYPE,
    ETag: etag,
    Vary: 'Accept-Encoding',
  });
  if (ifNoneMatchHits(req.get('If-None-Match'), etag)) {
    res.status(304).end();
    return;
  }
  if (gzip) res.set('Content-Encoding', 'gzip');
  res.status(200).end(gzip ? body.gzip : body.identity);
}

/** Whether the client prefers the gzip variant of a body to its plain bytes. */
export function acceptsGzip(req: Request): boolean {
  return req.acceptsEncodings('gzip', 'identity') === 'gzip';
}

/** Sends bytes that must not be cached nor revalidated (the feed's injected faults). */
export function sendUncachedBytes(res: Response, status: number, bytes: Buffer): void {
  res.set({ 'Cache-Control': 'no-store', 'Content-Type': JSON_CONTENT_TYPE });
  res.status(status).end(bytes);
}
