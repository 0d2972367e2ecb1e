import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodePath, MALFORMED_TARGET } from '@lemans/http';
import { COMMON_HEADERS, pageHeaders } from './security-headers.ts';
import type { StaticFile } from './static-files.ts';

/**
 * A file of the built site, or index.html for any other path outside /assets (a route of the single-page
 * app), in the best encoding the browser takes, 304 when it already holds it.
 */
export function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  files: Map<string, StaticFile>,
  encodedPath: string,
): void {
  const path = decodePath(encodedPath);
  if (path === null) {
    sendText(res, 400, MALFORMED_TARGET);
    return;
  }
  const file = files.get(path) ?? (path.startsWith('/assets/') ? undefined : files.get('/index.html'));
  if (!file) {
    sendText(res, 404, 'Fichier introuvable');
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] = accepted.includes('br')
    ? ['br', file.brotli]
    : accepted.includes('gzip')
      ? ['gzip', file.gzip]
      : [undefined, file.body];
  const headers: Record<string, string> = {
    ...(file.type.startsWith('text/html') ? pageHeaders(req.headers.host) : COMMON_HEADERS),
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

/** An error of the site server itself, in French. */
export function sendText(res: ServerResponse, status: number, text: string): void {
  const body = Buffer.from(text, 'utf8');
  res.writeHead(status, {
    ...COMMON_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
  });
  res.end(body);
}
