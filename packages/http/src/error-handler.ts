import { AppError, errorCodeOfStatus, isConnectionLoss, type Logger } from '@lemans/platform';
import type { ErrorRequestHandler } from 'express';
import { BODY_TOO_LARGE } from './body-limit.ts';
import { requestIdOf } from './request-log.ts';

/**
 * The one error middleware: every failure becomes `{ "error": "<French message>", "code": "<code>" }` with
 * its status, and the values its code's message names (`PublicError`). Only
 * the server's own failures are logged as errors: a client's mistake is answered, a client gone is noted.
 * Each line carries the request's id when `requestLog` gave it one.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (thrown, req, res, _next) => {
    const err = unavailableIfConnectionLost(thrown);
    const { status, message, code, values } = publicError(err);
    const request = { reqId: requestIdOf(res), method: req.method, url: req.originalUrl };
    // A deliberate 5xx (a bound reached, a dependency down, which its route reports itself) is the
    // server's answer, not its failure: a flood of them must neither bury the unexpected errors nor cost
    // more than the answer. Like every request, it is in the debug log.
    if (status >= 500 && err instanceof AppError)
      logger.debug({ ...request, status, message }, 'requête refusée');
    else if (status >= 500) logger.error({ err, ...request }, 'erreur interne');
    else if (typeOf(err) === 'request.aborted') logger.info(request, 'requête interrompue par le client');
    if (res.headersSent) return;
    // A route that knows better (a client's own limit) has set it already.
    if (err instanceof AppError && err.retryAfterS !== undefined && !res.hasHeader('retry-after'))
      res.set('Retry-After', String(err.retryAfterS));
    res.status(status).json({ ...values, error: message, code });
  };
}

/** The code an answer carries, as the platform's errors type it. */
type ErrorCode = AppError['code'];

/** A failure as the client is told it: its status, French message, code and the values the code names. */
export interface PublicError {
  status: number;
  message: string;
  code: ErrorCode;
  values: AppError['values'];
}

/**
 * body-parser's own errors carry a `type` (its README lists them); their English messages must not reach
 * the client. `stream.encoding.set` and `stream.not.readable` are the server's own mistakes: left as 500.
 */
const BODY_ERRORS: Record<string, { message: string; code: ErrorCode }> = {
  'entity.parse.failed': {
    message: "Le corps de la requête n'est pas du JSON valide",
    code: 'request.invalid_json',
  },
  'entity.too.large': { message: BODY_TOO_LARGE, code: 'request.too_large' },
  'encoding.unsupported': {
    message: "L'encodage du corps de la requête n'est pas pris en charge",
    code: 'request.unsupported_encoding',
  },
  'charset.unsupported': {
    message: "Le jeu de caractères du corps de la requête n'est pas pris en charge",
    code: 'request.unsupported_charset',
  },
  'request.aborted': {
    message: 'La requête a été interrompue avant la fin de son corps',
    code: 'request.aborted',
  },
  'request.size.invalid': {
    message: "Le corps de la requête n'a pas la taille annoncée (Content-Length)",
    code: 'request.length_mismatch',
  },
};

const DATABASE_UNAVAILABLE = 'Base de données momentanément indisponible : réessayez dans quelques secondes';
/** A failover takes seconds: the client asks again after this. */
const DATABASE_RETRY_AFTER_S = 5;
const MALFORMED_ESCAPE = 'Adresse mal encodée : séquence « % » invalide';
const UNREADABLE_COMPRESSED_BODY = 'Le corps compressé de la requête est illisible';

/** PostgreSQL away (a restart, a failover) is a dependency down, not a bug: a 503 to ask again. */
export function unavailableIfConnectionLost(thrown: unknown): unknown {
  return isConnectionLoss(thrown)
    ? new AppError(DATABASE_UNAVAILABLE, 503, {
        cause: thrown,
        retryAfterS: DATABASE_RETRY_AFTER_S,
        code: 'server.database_unavailable',
      })
    : thrown;
}

/** What a failure is answered with. */
export function publicError(err: unknown): PublicError {
  if (err instanceof AppError)
    return { status: err.status, message: err.message, code: err.code, values: err.values };
  const status = clientStatusOf(err) ?? 500;
  const answer = (message: string, code: ErrorCode = errorCodeOfStatus(status)) => ({
    status,
    message,
    code,
    values: {},
  });
  if (status === 500) return answer('Erreur interne du serveur');
  const known = BODY_ERRORS[typeOf(err) ?? ''];
  if (known) return answer(known.message, known.code);
  // The router's decoding of a path parameter (`/entries/%`) fails with a URIError it marks 400.
  if (err instanceof URIError) return answer(MALFORMED_ESCAPE, 'request.malformed_escape');
  // body-parser marks 400 what zlib could not inflate (Content-Encoding: gzip over anything else).
  if (isZlibError(err)) return answer(UNREADABLE_COMPRESSED_BODY, 'request.unreadable_compressed_body');
  return answer('Requête invalide');
}

/** The 4xx status express, the router and body-parser put on the errors that are the client's mistake. */
function clientStatusOf(err: unknown): number | undefined {
  if (!(err instanceof Error)) return undefined;
  const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : undefined;
}

function typeOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'type' in err ? String(err.type) : undefined;
}

function isZlibError(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('Z_');
}
