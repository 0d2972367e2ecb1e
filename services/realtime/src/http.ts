import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { MALFORMED_TARGET, parseRequestTarget } from '@lemans/http';
import { METRICS_PATH } from '@lemans/metrics';
import type { Hub } from './hub.ts';

export const SOCKET_PATH = '/socket';

/** The path of a request, or null when its target is not one (`*`, `http://[`). */
export function pathOf(req: IncomingMessage): string | null {
  return parseRequestTarget(req.url)?.path ?? null;
}

/**
 * Plain HTTP beside the WebSocket: the health check, the figures (the public origin passes only /socket
 * here), and French errors for anything else.
 */
export function httpHandler(hub: Hub, serveMetrics: RequestListener): RequestListener {
  return (req, res) => {
    const path = pathOf(req);
    if (path === null) {
      sendJson(res, 400, { error: MALFORMED_TARGET });
    } else if (req.method === 'GET' && path === '/health') {
      sendJson(res, 200, {
        status: 'ok',
        clients: hub.clients.size,
        slowClients: hub.congestedCount,
        lastFrameId: hub.lastFrameId,
      });
    } else if (req.method === 'GET' && path === METRICS_PATH) {
      serveMetrics(req, res);
    } else if (path === SOCKET_PATH) {
      sendJson(res, 426, { error: 'Cette adresse attend une connexion WebSocket' }, { Upgrade: 'websocket' });
    } else {
      sendJson(res, 404, { error: `Ressource introuvable : ${req.method} ${path}` });
    }
  };
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(bytes);
}
