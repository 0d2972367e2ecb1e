import { describe, expect, it } from 'vitest';
import { apiUnderTest } from './api-under-test.ts';

const t = apiUnderTest();

describe('the API before any session', () => {
  it('answers GET /api/live with an empty list and the status the client starts from', async () => {
    const response = await t.api.get('/api/live');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { timestamp: string };
    expect(body).toEqual({
      data: [],
      session_status: 'unknown',
      message: 'Aucune session active',
      session_name: null,
      current_session: null,
      timestamp: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it('has no weather, no sessions and no alerts to give', async () => {
    const weather = await t.api.get('/api/weather');
    expect(weather.status).toBe(404);
    expect(await weather.json()).toEqual({ error: 'Aucune session active', code: 'request.not_found' });
    expect(await (await t.api.get('/api/sessions')).json()).toEqual([]);
    expect(await (await t.api.get('/api/live-alerts')).json()).toEqual([]);
  });
});

describe('bad requests', () => {
  it.each([
    '/api/live?sessionId=',
    '/api/live?sessionId=une%20session',
    '/api/live?sessionId=..%2Fetc',
    `/api/live?sessionId=${'x'.repeat(65)}`,
    '/api/live?sessionId=a&sessionId=b',
    '/api/weather?sessionId=%00',
    '/api/live-alerts?sessionId=%C3%A9t%C3%A9',
  ])('%s is a 400 with a French message', async (path) => {
    const response = await t.api.get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Identifiant de session invalide',
      code: 'request.invalid',
    });
  });

  it.each([
    '/api/live?sessionId=inconnue',
    '/api/weather?sessionId=inconnue',
    '/api/live-alerts?sessionId=inconnue',
  ])('%s is a 404: the session does not exist', async (path) => {
    const response = await t.api.get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Session introuvable', code: 'request.not_found' });
  });

  it.each(['/api/nope', '/api/live/extra', '/api', '/ailleurs'])(
    '%s is a 404: no such resource',
    async (path) => {
      const response = await t.api.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Ressource introuvable', code: 'request.not_found' });
    },
  );

  it('answers POST on a read-only resource with a 404 as well', async () => {
    const response = await fetch(`${t.api.url}/api/live`, { method: 'POST', body: '{' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Ressource introuvable', code: 'request.not_found' });
  });
});

describe('GET /api/health', () => {
  it('says the process is alive', async () => {
    const response = await t.api.get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
  });
});
