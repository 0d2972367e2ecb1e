import { type Logger, pino } from 'pino';

export type { Logger };

/**
 * JSON logs on stdout, one logger per process; callers log object first
 * (`logger.info({ jobId }, 'message')`) and derive child loggers per job or request.
 */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name, level, timestamp: pino.stdTimeFunctions.isoTime });
}
