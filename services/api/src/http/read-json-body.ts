import { type BodyReader, limitBody } from '@lemans/http';
import express from 'express';

/**
 * Reads a JSON body of at most `maxBytes` into `req.body`; a larger one is refused with 413 before it is
 * read to its end (`limitBody`). `type` widens the Content-Types read as JSON.
 */
export function readJsonBody(maxBytes: number, type?: string[]): BodyReader {
  return limitBody(maxBytes, express.json({ limit: maxBytes, ...(type && { type }) }));
}
