import { StandbyServerError } from './primary-pool.ts';

/**
 * SQLSTATEs that say the server went, not that the statement was wrong: a connection exception (class
 * 08), a server shutting down or starting (57P01-57P03), a write on a server in recovery (25006).
 */
const LOST_SERVER_STATES = /^(08...|57P0[123]|25006)$/;
/** The socket's own failures, as node reports them. */
const LOST_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What node-postgres says of a connection that ended, a connect that timed out, or a client it closed. */
const LOST_CLIENT_MESSAGES = /Connection terminated|not queryable|timeout exceeded when trying to connect/;

/**
 * Whether a database call failed because its connection or server went away (a restart, a failover, a
 * terminated connection): the same call, made again once the server is back, may well succeed.
 */
export function isConnectionLoss(error: unknown): boolean {
  if (error instanceof StandbyServerError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (LOST_SERVER_STATES.test(code) || LOST_SOCKET_CODES.has(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionLoss);
  return LOST_CLIENT_MESSAGES.test(error.message);
}
