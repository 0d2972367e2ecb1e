import { type IncomingMessage, type RequestListener, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '@lemans/platform';

/*
 * What express gives the API, for the servers written on node:http alone (realtime, the site): a handler
 * that throws costs its own request a 500, not the process and every other visitor with it.
 */

export type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

const INTERNAL_ERROR = 'Erreur interne du serveur';

/** The listener, with anything it throws logged and answered 500 (or the connection cut, once answering). */
export function guardRequests(listener: RequestListener, logger: Logger): RequestListener {
  return (req, res) => {
    try {
      listener(req, res);
    } catch (err) {
      logger.error({ err, method: req.method, url: req.url }, 'erreur interne');
      answerFailure(res, 500, INTERNAL_ERROR);
    }
  };
}

/**
 * A failed request's answer, `{ error }` in French and never cached; once the answer has begun it can no
 * longer say so, and the connection is cut instead so that the client sees a broken body, not a short one.
 */
export function answerFailure(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(body);
}

/** The upgrade listener, with anything it throws logged and the connection closed. */
export function guardUpgrades(listener: UpgradeListener, logger: Logger): UpgradeListener {
  return (req, socket, head) => {
    try {
      listener(req, socket, head);
    } catch (err) {
      logger.error({ err, url: req.url }, 'erreur interne pendant une ouverture de WebSocket');
      socket.destroy();
    }
  };
}

/**
 * Answers a WebSocket handshake (or a CONNECT) with a plain HTTP error, `{ "error": "<French>" }`, and
 * closes the connection: no WebSocket exists yet, so there is no ServerResponse to do it.
 */
export function refuseUpgrade(
  socket: Duplex,
  status: number,
  error: string,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(JSON.stringify({ error }), 'utf8');
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.on('error', () => {});
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${body.length}\r\n` +
      `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n${extra}\r\n${body.toString('utf8')}`,
  );
}
