import { type Logger, pino } from 'pino';

export type { Logger };

/** pino's level names, from the most to the least severe; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * JSON logs on stdout, one logger per process; callers log object first
 * (`logger.info({ jobId }, 'message')`) and derive child loggers per job or request.
 */
export function createLogger(name: string, level: LogLevel): Logger {
  return pino({ name, level, timestamp: pino.stdTimeFunctions.isoTime });
}
