import { describe, expect, it } from 'vitest';
import { rawRequest } from '../../support/raw-http.ts';
import { apiUnderTest } from './api-under-test.ts';

/*
 * Methods the API serves on no route are refused on every path with 405, the methods it serves in Allow and
 * its French error: TRACE above all, which would echo the request back, cookies included.
 */

const t = apiUnderTest();
const ALLOW = 'GET, HEAD, POST, PUT, PATCH, DELETE';

const port = () => Number(new URL(t.api.url).port);
const raw = (requestLine: string, headers = '') =>
  rawRequest(port(), `${requestLine}\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`);

describe('methods the API does not serve', () => {
  it.each(['/api/live', '/api/health', '/api/admin/login', '/api/admin/streams', '/api/nulle-part', '/api'])(
    'TRACE %s is a 405 in French with the methods served, and echoes nothing back',
    async (path) => {
      const answer = await raw(`TRACE ${path} HTTP/1.1`, 'Cookie: lemans_admin=secret\r\n');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe(ALLOW);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'Méthode non autorisée',
        code: 'request.method_not_allowed',
      });
      expect(answer.body).not.toContain('secret');
    },
  );

  it.each(['OPTIONS', 'PROPFIND', 'PURGE'])('%s is a 405 as well', async (method) => {
    const answer = await raw(`${method} /api/live HTTP/1.1`);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(ALLOW);
  });

  it('CONNECT is a 405 in French rather than a connection closed without a word', async () => {
    const answer = await raw('CONNECT 127.0.0.1:443 HTTP/1.1');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(ALLOW);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Méthode non autorisée' });
  });

  it('leaves the methods served alone, and the API keeps serving', async () => {
    expect((await raw('GET /api/health HTTP/1.1')).status).toBe(200);
    expect((await t.api.get('/api/health')).status).toBe(200);
    expect((await t.api.post('/api/admin/login', { password: 'x' })).status).toBe(503);
  });
});
