import { createServer, type Server } from 'node:http';
import {
  guardRequests,
  guardUpgrades,
  MALFORMED_TARGET,
  METHOD_NOT_ALLOWED,
  parseRequestTarget,
  refuseTunnels,
  refuseUpgrade,
} from '@lemans/http';
import type { Logger } from '@lemans/platform';
import { forwardedHeadersFor } from './forwarded-for.ts';
import { sendText, serveFile } from './serve-file.ts';
import { createServiceProxy } from './service-proxy.ts';
import type { StaticFile } from './static-files.ts';

/** What the pages and files answer; the API, behind /api, answers its own methods. */
const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];

export interface SiteServerOptions {
  files: Map<string, StaticFile>;
  apiUrl: string;
  realtimeUrl: string;
  /** Proxies in front of the site whose X-Forwarded-For and -Proto are believed (express's words). */
  trustProxy: readonly string[];
  logger: Logger;
}

/**
 * One origin for the whole site: /api/* is passed to the API, the /socket upgrade to the realtime server,
 * anything else is a page of the single-page app (its files, or index.html for a route), to GET and HEAD
 * only: TRACE, which would echo the request back with its cookies, and every other method get 405.
 */
export function createSiteServer({
  files,
  apiUrl,
  realtimeUrl,
  trustProxy,
  logger,
}: SiteServerOptions): Server {
  const proxy = createServiceProxy({ apiUrl: new URL(apiUrl), realtimeUrl: new URL(realtimeUrl), logger });
  const forwardedHeaders = forwardedHeadersFor(trustProxy);
  const server = createServer(
    guardRequests((req, res) => {
      const target = parseRequestTarget(req.url);
      if (!target) return sendText(res, 400, MALFORMED_TARGET);
      if (target.path === '/api' || target.path.startsWith('/api/')) {
        return proxy.request(req, res, forwardedHeaders(req));
      }
      if (!PAGE_METHODS.includes(req.method ?? '')) {
        res.setHeader('allow', PAGE_METHODS.join(', '));
        return sendText(res, 405, METHOD_NOT_ALLOWED);
      }
      serveFile(req, res, files, target.path);
    }, logger),
  );
  refuseTunnels(server, PAGE_METHODS);
  server.on(
    'upgrade',
    guardUpgrades((req, socket, head) => {
      const target = parseRequestTarget(req.url);
      if (!target) return refuseUpgrade(socket, 400, MALFORMED_TARGET);
      if (target.path !== '/socket') return refuseUpgrade(socket, 404, 'Ressource introuvable');
      proxy.upgrade(req, socket, head, forwardedHeaders(req));
    }, logger),
  );
  return server;
}
