import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestLine } from '../../support/raw-http.ts';
import { APP_JS, type StartedSite, startEchoApi, startSite } from './site-harness.ts';

/*
 * Request targets that fetch would never send, as raw bytes: the site server answers each with a French
 * error and goes on serving.
 */

let site: StartedSite;
let api: Awaited<ReturnType<typeof startEchoApi>>;
beforeAll(async () => {
  api = await startEchoApi();
  site = await startSite({ apiUrl: api.url });
});
afterAll(async () => {
  await site?.close();
  await api?.close();
});

async function stillServing(): Promise<void> {
  const answer = await rawRequest(site.port, requestLine('/assets/app-1234.js'));
  expect(answer.status).toBe(200);
  expect(answer.body).toBe(APP_JS);
}

describe('malformed request targets on the site server', () => {
  it.each(['/%', '/%E0%A4%A', '/assets/%ff', '/programme%'])(
    '%s is a 400 in French and the server keeps serving',
    async (target) => {
      const answer = await rawRequest(site.port, requestLine(target));
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toBe('Adresse mal formée');
      await stillServing();
    },
  );

  it.each([
    ['//', 200],
    ['http://ailleurs.example/assets/app-1234.js', 200],
    ['http://[', 400],
    ['*', 400],
  ])('%s is a %i and the server keeps serving', async (target, status) => {
    const answer = await rawRequest(site.port, requestLine(target));
    expect(answer.status).toBe(status);
    await stillServing();
  });

  it('a handshake elsewhere than /socket is a 404, and one realtime cannot take a 502, both in French', async () => {
    const elsewhere = await rawRequest(site.port, requestLine('/ailleurs', { upgrade: true }));
    expect(elsewhere.status).toBe(404);
    expect(JSON.parse(elsewhere.body)).toEqual({ error: 'Ressource introuvable' });
    // This site's realtime server is a port nobody listens on.
    const unreachable = await rawRequest(site.port, requestLine('/socket', { upgrade: true }));
    expect(unreachable.status).toBe(502);
    expect(JSON.parse(unreachable.body)).toEqual({ error: 'Service momentanément indisponible' });
    await stillServing();
  });
});
