import type { Server } from 'node:http';
import {
  answerFailure,
  createHttpServer,
  guardRequests,
  guardUpgrades,
  MALFORMED_TARGET,
  METHOD_NOT_ALLOWED,
  parseRequestTarget,
  refuseTunnels,
  refuseUpgrade,
  UNREADABLE_FORWARDED_FOR,
} from '@lemans/http';
import type { Logger } from '@lemans/platform';
import { forwardedHeadersFor } from './forwarded-for.ts';
import { isPlainPath, isWithheldPath } from './plain-path.ts';
import { sendText, serveFile } from './serve-file.ts';
import { createServiceProxy } from './service-proxy.ts';
import type { StaticFile } from './static-files.ts';

/** What the pages and files answer; the API, behind /api, answers its own methods. */
const PAGE_METHODS: readonly string[] = ['GET', 'HEAD'];
const NOT_FOUND = 'Ressource introuvable';

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
 * only: TRACE, which would echo the request back with its cookies, and every other method get 405. A path
 * that other readers might resolve otherwise than this server (plain-path.ts) is refused before anything,
 * and the services' figures (/metrics) are neither served nor passed on.
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
  const server = createHttpServer(
    guardRequests((req, res) => {
      const target = parseRequestTarget(req.url);
      if (!target || !isPlainPath(req.url ?? '')) return sendText(res, 400, MALFORMED_TARGET);
      if (isWithheldPath(target.path)) return sendText(res, 404, NOT_FOUND);
      if (target.path === '/api' || target.path.startsWith('/api/')) {
        const forwarded = forwardedHeaders(req);
        // In the API's own error shape: the page or script that called it reads that.
        if (!forwarded) return answerFailure(res, 400, UNREADABLE_FORWARDED_FOR);
        return proxy.request(req, res, forwarded);
      }
      if (!PAGE_METHODS.includes(req.method ?? '')) {
        res.setHeader('allow', PAGE_METHODS.join(', '));
        return sendText(res, 405, METHOD_NOT_ALLOWED);
      }
      serveFile(req, res, files, target);
    }, logger),
  );
  refuseTunnels(server, PAGE_METHODS);
  server.on(
    'upgrade',
    guardUpgrades((req, socket, head) => {
      const target = parseRequestTarget(req.url);
      if (!target || !isPlainPath(req.url ?? '')) return refuseUpgrade(socket, 400, MALFORMED_TARGET);
      if (target.path !== '/socket') return refuseUpgrade(socket, 404, NOT_FOUND);
      const forwarded = forwardedHeaders(req);
      if (!forwarded) return refuseUpgrade(socket, 400, UNREADABLE_FORWARDED_FOR);
      proxy.upgrade(req, socket, head, forwarded);
    }, logger),
  );
  return server;
}
