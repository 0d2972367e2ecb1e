import type { Logger } from './logger.ts';

/**
 * Runs a service's start-up: anything it throws (a port taken, a database refusing the connection) is
 * logged as fatal under `message` and ends the process with code 1, rather than an unhandled rejection
 * that leaves half the resources open.
 */
export async function startOrExit(
  logger: Logger,
  message: string,
  start: () => Promise<void>,
): Promise<void> {
  try {
    await start();
  } catch (err) {
    logger.fatal({ err }, message);
    process.exit(1);
  }
}
