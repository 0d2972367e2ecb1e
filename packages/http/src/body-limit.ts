import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '@lemans/platform';

/**
 * A middleware in connect's terms, as body-parser's are: typed on node's request, it leaves express to infer
 * a route's parameters from its path.
 */
export type BodyReader = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

export const BODY_TOO_LARGE = 'Le corps de la requête est trop volumineux';

/**
 * A body over its limit, with body-parser's own `type`: the error middleware and the routes' error handlers
 * that already word body-parser's refusal in their own terms word this one alike.
 */
export class BodyTooLargeError extends AppError {
  readonly type = 'entity.too.large';

  constructor(message = BODY_TOO_LARGE) {
    super(message, 413);
  }
}

/** The body's length as the request declares it; null when it comes in chunks (or has none). */
export function declaredLengthOf(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  // node:http has refused a malformed or repeated Content-Length before any handler sees it.
  return header === undefined ? null : Number(header);
}

/** How long what a client still sends after its refusal is read off: time enough for it to read the answer. */
const LINGER_MS = 1000;

/**
 * Ends the connection once the answer is sent, rather than keeping it alive, which would mean reading the
 * rest of a body too large to take (body-parser reads 200 MB in seconds before its 413): see `lingeringClose`.
 */
export function closeAfterAnswer(res: ServerResponse): void {
  res.once('finish', () => lingeringClose(res.req));
}

/**
 * Ends a connection whose answer is sent while its request's body is still coming. The server's side ends
 * at once; what the client still sends is read off for `LINGER_MS` at most, then the connection is cut.
 * Cutting it at once would reset a connection the client is still writing to, and a reset can drop the
 * answer before the client reads it (a proxy in front then reports a 502 instead).
 */
export function lingeringClose(req: IncomingMessage): void {
  const { socket } = req;
  socket.end();
  req.resume();
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
}

/**
 * Refuses a body over `maxBytes` (or what `maxBytes` says of this request) with 413, without reading it:
 * at once when its Content-Length says so, else as soon as the bytes `read` takes pass it. `read` is the
 * route's body reader (express.json and its like), called within the limit; it must start reading within
 * its call, as body-parser does, for the bytes to be counted. Without it only the declared length is
 * checked: the ceiling in front of every route.
 */
export function limitBody(
  maxBytes: number | ((req: IncomingMessage) => number),
  read?: BodyReader,
): BodyReader {
  return (req, res, next) => {
    const limit = typeof maxBytes === 'number' ? maxBytes : maxBytes(req);
    const declared = declaredLengthOf(req);
    if (declared !== null && declared > limit) {
      closeAfterAnswer(res);
      next(new BodyTooLargeError());
      return;
    }
    // A declared length is what node:http reads at most: only a body in chunks needs counting.
    if (!read || declared !== null) {
      if (read) read(req, res, next);
      else next();
      return;
    }
    let settled = false;
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return;
      // The reader may still be reading (body-parser reads the whole body off before its own 413): its
      // later outcome is dropped, and the connection goes with the answer.
      closeAfterAnswer(res);
      settle(new BodyTooLargeError());
    };
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      next(err);
    };
    read(req, res, settle);
    if (!settled) req.on('data', count);
  };
}
