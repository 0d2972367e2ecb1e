import { sendCsv, sendJsonBody } from '@lemans/http';
import type { Request, Response } from 'express';
import type { HeavyAnswer } from './heavy-read.ts';

/** Sends a heavy read's answer as built: its JSON body (ETag, gzip, 304) or its CSV table. */
export function sendHeavyAnswer(
  req: Request,
  res: Response,
  answer: HeavyAnswer,
  cacheControl: string,
): void {
  if (answer.type === 'csv') sendCsv(res, answer.filename, answer.text, cacheControl);
  else sendJsonBody(req, res, answer.body, cacheControl);
}
