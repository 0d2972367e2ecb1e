import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';
import { requestLog } from './request-log.ts';
import { closeServer, listening } from './server-lifecycle.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: Record<string, unknown>[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
const app = express();
app.use(requestLog(logger));
app.get('/ok', (_req, res) => {
  res.json({ ok: true });
});
app.get('/boom', () => {
  throw new Error('panne');
});
app.use(errorHandler(logger));
const server = createServer(app);
let base = '';

beforeAll(async () => {
  await listening(server.listen(0, '127.0.0.1'));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => closeServer(server));

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe('requestLog', () => {
  it('gives each request its own id, answered in X-Request-Id', async () => {
    const [first, second] = await Promise.all([get('/ok'), get('/ok')]);
    const ids = [first, second].map((response) => response.headers.get('x-request-id'));
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('keeps the id a proxy sent when it is a short token', async () => {
    const response = await get('/ok', { 'X-Request-Id': 'edge-42.abc_DEF' });
    expect(response.headers.get('x-request-id')).toBe('edge-42.abc_DEF');
  });

  it.each([
    ['a quote and spaces', '"}, "admin": true, "x": "'],
    ['a path', '../../etc/passwd'],
    ['too long an id', 'a'.repeat(65)],
    ['an empty id', ''],
  ])('replaces %s with an id of its own', async (_case, sent) => {
    const response = await get('/ok', { 'X-Request-Id': sent });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });

  it('logs a served request at debug with the id, without its headers', async () => {
    lines.length = 0;
    await get('/ok', { 'X-Request-Id': 'servie-1', Cookie: 'admin=secret' });
    const served = lines.find((line) => line.reqId === 'servie-1');
    expect(served).toMatchObject({ level: 20, method: 'GET', url: '/ok', status: 200 });
    expect(JSON.stringify(served)).not.toContain('secret');
  });

  it("puts the request's id on the error it logs", async () => {
    lines.length = 0;
    const response = await get('/boom', { 'X-Request-Id': 'panne-1' });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('panne-1');
    expect(lines.find((line) => line.msg === 'erreur interne')).toMatchObject({
      level: 50,
      reqId: 'panne-1',
      err: { message: 'panne' },
    });
  });
});
