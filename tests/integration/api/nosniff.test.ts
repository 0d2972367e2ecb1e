import { importAlkamelText } from '@lemans/alkamel';
import { beforeAll, describe, expect, it } from 'vitest';
import { importWhole } from '../../support/imported-session.ts';
import { rawRequest } from '../../support/raw-http.ts';
import { ANALYSIS_CSV } from './analysis-csv.ts';
import { apiUnderTest } from './api-under-test.ts';

/*
 * Every answer of the API tells the browser not to guess its type (X-Content-Type-Options: nosniff):
 * bodies, CSV, errors of every kind, answers without a body, and those given before any route.
 */

const PASSWORD = 'un mot de passe de test';
const t = apiUnderTest({ adminPassword: PASSWORD, limits: { loginAttempts: { points: 1, durationS: 60 } } });
let stints = '';

beforeAll(async () => {
  const recording = importAlkamelText(ANALYSIS_CSV, {
    fileName: 'un-tour.csv',
    startDate: '2025-06-14',
    eventName: '24 Heures du Mans 2025',
  });
  stints = `/api/sessions/${await importWhole(t.database.db, recording)}/stints`;
});

const port = () => Number(new URL(t.api.url).port);
const raw = (head: string) => rawRequest(port(), `${head}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

function sniffless(response: Response, status: number): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('X-Content-Type-Options on the API', () => {
  it('is on JSON bodies, their 304 and CSV', async () => {
    sniffless(await t.api.get('/api/health'), 200);
    const body = await t.api.get(stints);
    sniffless(body, 200);
    const etag = body.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    sniffless(await t.api.get(stints, { 'if-none-match': etag }), 304);
    const csv = await t.api.get(`${stints}?format=csv`);
    sniffless(csv, 200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  });

  it('is on an answer without a body', async () => {
    const batch = {
      events: [{ name: 'page_view', section: 'live', path: '/live', at: Date.UTC(2025, 5, 14) }],
    };
    sniffless(await t.api.post('/api/analytics', batch), 204);
  });

  it('is on errors: 400, 401, 404 of a route or of no route at all, 429', async () => {
    sniffless(await t.api.get('/api/live?sessionId='), 400);
    sniffless(await t.api.get('/api/admin/streams'), 401);
    sniffless(await t.api.get('/api/sessions/inconnue/stints'), 404);
    sniffless(await t.api.get('/api/nulle-part'), 404);
    sniffless(await t.api.get('/ailleurs'), 404);
    const client = { 'x-forwarded-for': '198.51.100.9' };
    sniffless(await t.api.post('/api/admin/login', { password: 'faux' }, client), 401);
    sniffless(await t.api.post('/api/admin/login', { password: 'faux' }, client), 429);
  });

  it('is on the refusals given before any route: 405 and 413', async () => {
    for (const head of [
      'TRACE /api/live HTTP/1.1',
      'CONNECT 127.0.0.1:443 HTTP/1.1',
      'POST /api/messages HTTP/1.1\r\nContent-Length: 209715200',
    ]) {
      const answer = await raw(head);
      expect(answer.status).toBeGreaterThanOrEqual(405);
      expect(answer.headers['x-content-type-options'], head).toBe('nosniff');
    }
  });
});
