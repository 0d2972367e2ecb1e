import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@lemans/platform';
import { type HttpLogger, pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A proxy's id is kept so that one request can be followed across its logs and ours; anything longer or
 * with other characters (a log injection, a megabyte of header) is replaced.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Gives each request an id, answered in `X-Request-Id` and bound to `req.log`, so that an error logged for
 * a request can be found from the id a client reports. One debug line per request, as before: pollers hit
 * the API every few seconds, and info would drown the log. Only method, address and status are logged:
 * headers carry the admin session cookie.
 */
export function requestLog(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    // `req.log` carries the request id alone, not the whole request on each of its lines.
    quietReqLogger: true,
    useLevel: 'debug',
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({
        method: req.method,
        url: req.originalUrl ?? req.url,
      }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
    },
    customSuccessMessage: () => 'requête servie',
    customErrorMessage: () => 'requête en échec',
  });
}

function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER.toLowerCase()];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
