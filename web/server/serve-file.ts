import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodePath, MALFORMED_TARGET } from '@lemans/http';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import { pageShellOf } from '../src/i18n/languages.ts';
import { languageAlternatesOf, pageLanguageOf } from './page-language.ts';
import { COMMON_HEADERS, pageHeaders } from './security-headers.ts';
import type { Encoding, StaticFile } from './static-files.ts';

/**
 * A file of the built site, or the page shell in the visitor's language for any other path outside /assets
 * (a route of the single-page app), in the encoding the browser prefers among those held, 304 when it
 * already holds that version.
 */
export function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  files: Map<string, StaticFile>,
  target: { path: string; query: string },
): void {
  const path = decodePath(target.path);
  if (path === null) {
    sendText(res, 400, MALFORMED_TARGET);
    return;
  }
  const held = files.get(path);
  const language = held || path.startsWith('/assets/') ? null : pageLanguageOf(req, target.query);
  const file = held ?? (language ? files.get(pageShellOf(language)) : undefined);
  if (!file) {
    sendText(res, 404, 'Fichier introuvable');
    return;
  }
  const encoding = negotiateEncoding(req, file.encodings);
  const body = file.bodies[encoding] ?? file.bodies.identity;
  const headers: Record<string, string> = {
    ...(file.type.startsWith('text/html') ? pageHeaders(req.headers.host) : COMMON_HEADERS),
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: encoding === 'identity' ? file.etag : `${file.etag.slice(0, -1)}-${encoding}"`,
    vary: 'accept-encoding',
    // A route's shell depends on the visitor's language, its choice and its browser's.
    ...(language && {
      vary: 'accept-encoding, accept-language, cookie',
      'content-language': language,
      link: languageAlternatesOf(target.path),
    }),
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  if (fresh(req.headers, headers)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** negotiator's `preferred` option (1.1), which its published types do not declare yet. */
type EncodingChoice = (
  available: readonly Encoding[],
  options: { preferred: readonly Encoding[] },
) => string | undefined;

/**
 * The encoding the browser weighs highest among those held, brotli before gzip when it weighs them alike
 * (browsers list gzip first). A browser that refuses them all, identity included, still gets the file as
 * built: a page nobody can read helps no one.
 */
function negotiateEncoding(req: IncomingMessage, held: readonly Encoding[]): Encoding {
  const negotiator = new Negotiator(req);
  const chosen = (negotiator.encoding as EncodingChoice).call(negotiator, held, { preferred: held });
  return held.find((encoding) => encoding === chosen) ?? 'identity';
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
