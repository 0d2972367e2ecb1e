/**
 * The least any server can do for GET /api/live: node:http answering with bytes it already holds (the API's
 * own body, read from a file), with their ETag. The reference the proxy and the site server are measured
 * against. Arguments: port, path of the body, its ETag.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { LIVE_SHARED_CACHE } from '../../services/api/src/http/shared-cache.ts';

const [port, bodyPath, etag] = process.argv.slice(2) as [string, string, string];
const body = readFileSync(bodyPath);
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(body.length),
  etag,
  'cache-control': LIVE_SHARED_CACHE,
};

createServer((req, res) => {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag }).end();
    return;
  }
  res.writeHead(200, headers).end(body);
}).listen(Number(port), '127.0.0.1');
