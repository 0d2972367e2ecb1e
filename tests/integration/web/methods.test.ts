import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestLine } from '../../support/raw-http.ts';
import { APP_JS, INDEX_HTML, type StartedSite, startSite } from './site-harness.ts';

/*
 * The pages and files of the site server are read with GET and HEAD; any other method is a 405 that says
 * so (Allow), never the page: TRACE above all, which would echo the request back, cookies included.
 */

let site: StartedSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

const raw = (requestLine: string, headers = '') =>
  rawRequest(site.port, `${requestLine}\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`);

async function stillServing(): Promise<void> {
  const answer = await rawRequest(site.port, requestLine('/assets/app-1234.js'));
  expect(answer.status).toBe(200);
  expect(answer.body).toBe(APP_JS);
}

describe('methods the site server does not serve', () => {
  it.each([
    ['TRACE', '/'],
    ['TRACE', '/live/classement'],
    ['TRACE', '/assets/app-1234.js'],
    ['POST', '/'],
    ['PUT', '/index.html'],
    ['DELETE', '/admin/streams'],
    ['OPTIONS', '/'],
    ['PROPFIND', '/'],
  ])('%s %s is a 405 in French with Allow, not the page', async (method, path) => {
    const answer = await raw(
      `${method} ${path} HTTP/1.1`,
      'Cookie: lemans_admin=secret\r\nContent-Length: 0\r\n',
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toBe('Méthode non autorisée');
    await stillServing();
  });

  it('CONNECT is a 405 with Allow rather than a connection closed without a word', async () => {
    for (const target of ['127.0.0.1:443', '/']) {
      const answer = await raw(`CONNECT ${target} HTTP/1.1`);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answer.body)).toEqual({ error: 'Méthode non autorisée' });
    }
    await stillServing();
  });

  it('TRACK, a method node:http does not know, is refused by its parser before any handler', async () => {
    const answer = await raw('TRACK / HTTP/1.1');
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain(INDEX_HTML);
    await stillServing();
  });

  it('GET and HEAD still get the page', async () => {
    const page = await raw('GET /live/classement HTTP/1.1');
    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX_HTML);
    const head = await fetch(`${site.url}/live/classement`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});
