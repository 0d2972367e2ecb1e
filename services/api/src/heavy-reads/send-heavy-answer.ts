import { sendCsv, sendJsonBody } from '@lemans/http';
import type { Request, Response } from 'express';
import { racePageCacheOf } from '../http/shared-cache.ts';
import type { HeavyAnswer } from './heavy-read.ts';

/**
 * Sends a heavy read's answer as built: its JSON body (ETag, gzip, 304) or its CSV table, with the shared
 * cache policy of a race page, an ended session's being long (http/shared-cache.ts).
 */
export function sendHeavyAnswer(req: Request, res: Response, answer: HeavyAnswer): void {
  const cacheControl = racePageCacheOf(answer.final);
  if (answer.type === 'csv') sendCsv(res, answer.filename, answer.text, cacheControl);
  else sendJsonBody(req, res, answer.body, cacheControl);
}
