import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { rawRequest, requestLine } from '../../support/raw-http.ts';
import { createTestRedis } from '../../support/redis.ts';
import { handled, publisher, startRealtime, testKeys } from '../realtime/realtime-harness.ts';
import { TestClient } from '../realtime/test-client.ts';
import { APP_JS, type StartedSite, startEchoApi, startSite } from './site-harness.ts';

/*
 * The API and the realtime server through the site server: requests and their answers both ways, a
 * WebSocket relayed for as long as it lives, a French 502 when a service cannot be reached, and the site
 * serving on whatever happens behind it.
 */

const redis = createTestRedis();
const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});
afterAll(() => redis.cleanup());

async function site(options: Parameters<typeof startSite>[0] = {}): Promise<StartedSite> {
  const started = await startSite(options);
  opened.push(started);
  return started;
}

async function stillServing(started: StartedSite): Promise<void> {
  const answer = await rawRequest(started.port, requestLine('/assets/app-1234.js'));
  expect(answer.status).toBe(200);
  expect(answer.body).toBe(APP_JS);
}

describe('requests to the API', () => {
  it('pass with their method, target and body, and the answer comes back', async () => {
    const api = await startEchoApi();
    opened.push(api);
    const started = await site({ apiUrl: api.url });
    const response = await fetch(`${started.url}/api/messages?lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Bonjour' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const seen = (await response.json()) as { method: string; url: string; headers: Record<string, string> };
    expect(seen).toMatchObject({ method: 'POST', url: '/api/messages?lang=fr' });
    expect(seen.headers['content-length']).toBe(String(JSON.stringify({ message: 'Bonjour' }).length));
  });

  it('are a 502 in French when the API cannot be reached, and the site keeps serving', async () => {
    // Nobody listens on this site's API port.
    const started = await site();
    const response = await fetch(`${started.url}/api/news`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ error: 'Service momentanément indisponible' });
    await stillServing(started);
  });
});

describe('the /socket WebSocket', () => {
  async function realtimeBehindSite() {
    const keys = testKeys(redis);
    const realtime = await startRealtime(redis, keys);
    opened.push(realtime);
    const started = await site({ realtimeUrl: realtime.socketUrl.replace('/socket', '') });
    return { realtime, started, pub: publisher(redis, keys) };
  }

  it('is relayed both ways once the realtime server accepted it', async () => {
    const { realtime, started, pub } = await realtimeBehindSite();
    const client = await TestClient.connect(`ws://127.0.0.1:${started.port}/socket`);
    opened.push(client);
    await handled(client);
    const id = await pub.notice('news-update', { type: 'news-update' });
    expect(await client.next()).toMatchObject({ type: 'news-update', id });
    expect((await realtime.health()).clients).toBe(1);
  });

  it('is closed when the realtime server goes away, and the site keeps serving', async () => {
    const { realtime, started } = await realtimeBehindSite();
    const client = await TestClient.connect(`ws://127.0.0.1:${started.port}/socket`);
    opened.push(client);
    await handled(client);
    opened.splice(opened.indexOf(realtime), 1);
    await realtime.close();
    await client.closed;
    await stillServing(started);
  });

  it('refuses a handshake for another protocol than WebSocket, in French', async () => {
    const { started } = await realtimeBehindSite();
    const handshake = requestLine('/socket', { upgrade: true })
      .toString('latin1')
      .replace('Upgrade: websocket', 'Upgrade: h2c');
    const answer = await rawRequest(started.port, handshake);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Seules les connexions WebSocket sont acceptées' });
    await stillServing(started);
  });
});
