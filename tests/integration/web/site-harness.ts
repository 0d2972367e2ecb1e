import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpServer } from '@lemans/http';
import { createLogger } from '@lemans/platform';
import { precompressSite } from '../../../web/server/precompress.ts';
import { createSiteServer } from '../../../web/server/site-server.ts';
import { loadStaticFiles } from '../../../web/server/static-files.ts';

export const INDEX_HTML = '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>';
export const APP_JS = 'console.log("le site");';
/** Large enough for its compressed versions to be smaller than itself, unlike the two above. */
export const APP_CSS = Array.from({ length: 200 }, (_, n) => `.ligne-${n} { margin: ${n}px; }`).join('\n');

export interface StartedSite {
  port: number;
  url: string;
  close(): Promise<void>;
}

export interface SiteOptions {
  apiUrl?: string;
  realtimeUrl?: string;
  trustProxy?: string[];
}

/**
 * The site server in this process, on a free port, over a small built site of its own, compressed as the
 * build compresses it.
 */
export async function startSite(options: SiteOptions = {}): Promise<StartedSite> {
  const dist = await mkdtemp(join(tmpdir(), 'lemans-site-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX_HTML);
  await writeFile(join(dist, 'assets', 'app-1234.js'), APP_JS);
  await writeFile(join(dist, 'assets', 'app-1234.css'), APP_CSS);
  await precompressSite(dist);
  const server = createSiteServer({
    files: await loadStaticFiles(dist),
    apiUrl: options.apiUrl ?? 'http://127.0.0.1:9',
    realtimeUrl: options.realtimeUrl ?? 'ws://127.0.0.1:9',
    trustProxy: options.trustProxy ?? ['loopback'],
    logger: createLogger('web-test', 'silent'),
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dist, { recursive: true, force: true });
    },
  };
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A stand-in for the API: it answers every request with what it received, as JSON. */
export async function startEchoApi(): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createHttpServer((req, res) => {
    const seen: SeenRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(seen));
    });
  });
  // A handshake the stand-in answers as plain HTTP, with what it received: the site server relays it as is.
  server.on('upgrade', (req, socket) => {
    const seen: SeenRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    const body = JSON.stringify(seen);
    socket.end(
      `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
