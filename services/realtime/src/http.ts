import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hub } from './hub.ts';

export const SOCKET_PATH = '/socket';

export function pathOf(req: IncomingMessage): string {
  return new URL(req.url ?? '/', 'http://localhost').pathname;
}

/** Plain HTTP beside the WebSocket: the health check, and French errors for anything else. */
export function httpHandler(hub: Hub): RequestListener {
  return (req, res) => {
    const path = pathOf(req);
    if (req.method === 'GET' && path === '/health') {
      sendJson(res, 200, {
        status: 'ok',
        clients: hub.clients.size,
        slowClients: hub.congestedCount,
        lastFrameId: hub.lastFrameId,
      });
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

/** Refuses a WebSocket handshake with a plain HTTP answer, before any WebSocket exists. */
export function refuseUpgrade(socket: Duplex, status: 403 | 404, error: string): void {
  const body = Buffer.from(JSON.stringify({ error }), 'utf8');
  const reason = status === 403 ? 'Forbidden' : 'Not Found';
  socket.on('error', () => {});
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.toString('utf8')}`,
  );
}
