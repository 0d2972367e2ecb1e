import { globalAgent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { answerFailure, lingeringClose, refuseUpgrade } from '@lemans/http';
import type { Logger } from '@lemans/platform';
import { createProxyServer } from 'http-proxy-3';
import type { ForwardedHeaders } from './forwarded-for.ts';

const UNAVAILABLE = 'Service momentanément indisponible';

/** Passes a request on to the API, or a WebSocket handshake on to the realtime server. */
export interface ServiceProxy {
  request(req: IncomingMessage, res: ServerResponse, forwarded: ForwardedHeaders): void;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, forwarded: ForwardedHeaders): void;
}

/**
 * The API and the realtime server behind the site, through http-proxy-3. The site is the edge: the headers
 * of forwarded-for.ts replace any X-Forwarded-* the visitor sent (the proxy's own `xfwd` would append to
 * them, and the API would then believe the visitor's), so that the API's per-visitor limits (contact
 * messages, logins) cannot be dodged with a forged header. A service that cannot be reached is a 502 in
 * French; once its answer or its WebSocket is under way, the visitor's connection is cut instead. Bodies
 * are passed on as they come, never held: the API holds the limits.
 */
export function createServiceProxy({
  apiUrl,
  realtimeUrl,
  logger,
}: {
  apiUrl: URL;
  realtimeUrl: URL;
  logger: Logger;
}): ServiceProxy {
  const proxy = createProxyServer();
  // Handshakes the realtime server accepted: past that point the socket carries WebSocket frames.
  const relaying = new WeakSet<Duplex>();
  proxy.on('proxyReqWs', (proxyReq, _req, socket) => {
    proxyReq.once('upgrade', () => relaying.add(socket));
  });
  // The head of a request with a body goes to the API at once, rather than with the body's first bytes as
  // node:http would send it: the API refuses a body too large from its Content-Length alone, and the
  // visitor gets that answer without having to send any of it.
  proxy.on('proxyReq', (proxyReq, req) => {
    if (hasBody(req)) proxyReq.flushHeaders();
  });
  // The visitor's socket failing during a WebSocket (the proxy reports it here, not to the callback).
  proxy.on('error', (err, _req, connection) => {
    logger.debug({ err }, 'connexion du visiteur interrompue');
    connection.destroy();
  });

  return {
    request(req, res, forwarded) {
      // The API answered before the body was all there (a body it refuses): the visitor's connection
      // cannot carry another request before the rest is read, and is ended instead.
      res.once('finish', () => {
        if (!req.complete) lingeringClose(req);
      });
      proxy.web(
        req,
        res,
        // The global agent keeps connections to the API open between requests, as node:http does.
        { target: apiUrl, headers: { ...forwarded }, agent: globalAgent },
        (err) => {
          if (res.writableFinished) {
            // The API closing a connection whose answer is passed on already: the end of a refused body.
            logger.debug({ err, path: req.url }, "connexion à l'API fermée après sa réponse");
            return;
          }
          logger.warn({ err, path: req.url }, 'API injoignable');
          answerFailure(res, 502, UNAVAILABLE);
        },
      );
    },
    upgrade(req, socket, head, forwarded) {
      // http-proxy-3 would close any other handshake without a word.
      if (req.method !== 'GET' || req.headers.upgrade?.toLowerCase() !== 'websocket') {
        refuseUpgrade(socket, 400, 'Seules les connexions WebSocket sont acceptées');
        return;
      }
      // A net.Socket at run time: node types the upgrade's socket as a Duplex for the sake of TLS.
      proxy.ws(req, socket as Socket, head, { target: realtimeUrl, headers: { ...forwarded } }, (err) => {
        logger.warn({ err }, 'serveur temps réel injoignable');
        if (!relaying.has(socket)) refuseUpgrade(socket, 502, UNAVAILABLE);
      });
    },
  };
}

/** Whether a request says it carries a body (a length above zero, or chunks). */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return length === undefined ? req.headers['transfer-encoding'] !== undefined : length !== '0';
}
