import { Writable } from 'node:stream';
import type { Logger } from '@lemans/platform';
import { pino } from 'pino';

export interface LoggedLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A logger at info level whose lines the test reads back, one parsed line each, as pino writes them. */
export function capturedLogger(): { logger: Logger; lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, destination), lines };
}

/** pino's number for the warn level. */
export const WARN = 40;
