import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Logger } from '@lemans/platform';
import type { StaticFile } from './static-files.ts';

export interface SiteServerOptions {
  files: Map<string, StaticFile>;
  apiUrl: string;
  realtimeUrl: string;
  logger: Logger;
}

/**
 * One origin for the whole site: /api/* is passed to the API, the /socket upgrade to the realtime server,
 * anything else is a page of the single-page app (its files, or index.html for a route).
 */
export function createSiteServer({ files, apiUrl, realtimeUrl, logger }: SiteServerOptions): Server {
  const api = new URL(apiUrl);
  const realtime = new URL(realtimeUrl);
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/api/') || req.url === '/api') return proxy(req, res, api, logger);
    serveFile(req, res, files);
  });
  server.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith('/socket')) return socket.destroy();
    const upstream = connect(Number(realtime.port || 80), realtime.hostname, () => {
      const headers = Object.entries(req.headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`),
      );
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', (err) => {
      logger.warn({ err }, 'serveur temps réel injoignable');
      close();
    });
    socket.on('error', close);
  });
  return server;
}

function proxy(req: IncomingMessage, res: ServerResponse, target: URL, logger: Logger): void {
  const upstream = request(
    {
      host: target.hostname,
      port: target.port || 80,
      method: req.method,
      path: req.url,
      // The site is the edge: the address it saw replaces any X-Forwarded-For the client sent, so that
      // the API's per-visitor limits (contact messages) cannot be dodged with a forged header.
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (err) => {
    logger.warn({ err, path: req.url }, 'API injoignable');
    if (!res.headersSent) {
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Service momentanément indisponible' }));
    } else res.destroy();
  });
  req.pipe(upstream);
}

function serveFile(req: IncomingMessage, res: ServerResponse, files: Map<string, StaticFile>): void {
  const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
  const file = files.get(path) ?? (path.startsWith('/assets/') ? undefined : files.get('/index.html'));
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Fichier introuvable');
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = accepted.includes('br')
    ? ['br', file.brotli]
    : accepted.includes('gzip')
      ? ['gzip', file.gzip]
      : [undefined, file.body];
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag,
    vary: 'accept-encoding',
  };
  if (encoding) headers['content-encoding'] = encoding;
  if (req.headers['if-none-match'] === headers.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
