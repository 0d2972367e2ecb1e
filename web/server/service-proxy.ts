import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import { refuseUpgrade } from '@lemans/http';
import type { Logger } from '@lemans/platform';
import type { ForwardedHeaders } from './forwarded-for.ts';

/** The API or realtime server behind the site, told who the visitor is (see forwarded-for.ts). */
export interface Upstream {
  url: URL;
  forwarded: ForwardedHeaders;
  logger: Logger;
}

const UNAVAILABLE = 'Service momentanément indisponible';

/** Passes a request on to the API, `target` in origin form, and its answer back. */
export function proxyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  { url, forwarded, logger }: Upstream,
): void {
  const upstream = request(
    {
      host: url.hostname,
      port: url.port || 80,
      method: req.method,
      path: target,
      // The site is the edge: what it vouches for replaces any X-Forwarded-* the visitor sent, so that the
      // API's per-visitor limits (contact messages, logins) cannot be dodged with a forged header.
      headers: { ...req.headers, ...forwarded },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    logger.warn({ err, path: target }, 'API injoignable');
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: UNAVAILABLE }));
    } else res.destroy();
  });
  req.pipe(upstream);
}

/** Headers the visitor may not set for the service behind: the site says them itself. */
const REPLACED = new Set(['x-forwarded-for', 'x-forwarded-proto']);

/**
 * Passes a WebSocket handshake on to the realtime server as raw bytes, then both ways whatever follows: the
 * WebSocket is the realtime server's, the site only relays it.
 */
export function proxyUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  target: string,
  { url, forwarded, logger }: Upstream,
): void {
  let relaying = false;
  const upstream = connect(Number(url.port || 80), url.hostname, () => {
    const lines: string[] = [];
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i] ?? '';
      if (!REPLACED.has(name.toLowerCase())) lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
    }
    for (const [name, value] of Object.entries(forwarded)) lines.push(`${name}: ${value}`);
    upstream.write(`${req.method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    relaying = true;
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on('error', (err) => {
    logger.warn({ err }, 'serveur temps réel injoignable');
    if (relaying) socket.destroy();
    else refuseUpgrade(socket, 502, UNAVAILABLE);
    upstream.destroy();
  });
  socket.on('error', () => {
    upstream.destroy();
    socket.destroy();
  });
}
