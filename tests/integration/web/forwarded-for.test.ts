import { UNREADABLE_FORWARDED_FOR } from '@lemans/http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestLine } from '../../support/raw-http.ts';
import { type SeenRequest, type StartedSite, startEchoApi, startSite } from './site-harness.ts';

/*
 * What the API and the realtime server learn of the visitor from the site server: the address and scheme the
 * site saw, or those a trusted proxy in front of it reports, never what a visitor wrote himself.
 */

let api: Awaited<ReturnType<typeof startEchoApi>>;
const sites: StartedSite[] = [];
beforeAll(async () => {
  api = await startEchoApi();
});
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
});
afterAll(() => api?.close());

async function site(trustProxy: string[]): Promise<StartedSite> {
  // The stand-in plays the realtime server too: it answers the handshake with what it received.
  const started = await startSite({
    apiUrl: api.url,
    realtimeUrl: api.url.replace('http', 'ws'),
    trustProxy,
  });
  sites.push(started);
  return started;
}

async function seenByApi(site: StartedSite, headers: Record<string, string>): Promise<SeenRequest> {
  const response = await fetch(`${site.url}/api/news?page=2`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as SeenRequest;
}

async function seenByRealtime(site: StartedSite, headers: string): Promise<SeenRequest> {
  const request = Buffer.concat([
    requestLine('/socket', { upgrade: true }).subarray(0, -2),
    Buffer.from(`${headers}\r\n`, 'latin1'),
  ]);
  const answer = await rawRequest(site.port, request);
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as SeenRequest;
}

const FORGED = { 'x-forwarded-for': '198.51.100.66', 'x-forwarded-proto': 'https' };
const FORGED_RAW = 'X-Forwarded-For: 198.51.100.66\r\nX-Forwarded-Proto: https\r\n';

describe('a visitor reaching the site server directly', () => {
  it('has his own address and scheme passed to the API, whatever he wrote in X-Forwarded-*', async () => {
    const seen = await seenByApi(await site([]), FORGED);
    expect(seen.url).toBe('/api/news?page=2');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
  });

  it('has the same passed on the /socket handshake, and his own X-Forwarded-* dropped', async () => {
    const seen = await seenByRealtime(await site([]), FORGED_RAW);
    expect(seen.url).toBe('/socket');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers.upgrade).toBe('websocket');
  });
});

describe('a visitor behind a trusted proxy', () => {
  it('has the address and scheme the proxy reports passed to the API', async () => {
    const seen = await seenByApi(await site(['loopback']), {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen.headers['x-forwarded-proto']).toBe('https');
  });

  it('is the nearest address the trusted proxies did not add themselves', async () => {
    const seen = await seenByApi(await site(['loopback', '10.0.0.0/8']), {
      'x-forwarded-for': '198.51.100.66, 203.0.113.7, 10.1.2.3',
    });
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
  });

  it('keeps only http or https from X-Forwarded-Proto', async () => {
    const seen = await seenByApi(await site(['loopback']), { 'x-forwarded-proto': 'javascript' });
    expect(seen.headers['x-forwarded-proto']).toBe('http');
  });

  it('has the address and scheme the proxy reports passed on the /socket handshake', async () => {
    const seen = await seenByRealtime(
      await site(['loopback']),
      'X-Forwarded-For: 198.51.100.66, 203.0.113.7\r\nX-Forwarded-Proto: https\r\n',
    );
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen.headers['x-forwarded-proto']).toBe('https');
  });
});

describe('a trusted proxy whose X-Forwarded-For gives no address', () => {
  const UNREADABLE = ['foo', '[::1]', '1.2.3.4:80', '[2001:db8::1]:443', '', ' , ', '198.51.100.66, foo'];

  it.each(UNREADABLE)('has %j refused with a French 400, never passed to the API', async (header) => {
    const response = await fetch(`${(await site(['loopback'])).url}/api/news`, {
      headers: { 'x-forwarded-for': header },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: UNREADABLE_FORWARDED_FOR });
  });

  it('has the same refused on the /socket handshake', async () => {
    const answer = await rawRequest(
      (await site(['loopback'])).port,
      Buffer.concat([
        requestLine('/socket', { upgrade: true }).subarray(0, -2),
        Buffer.from('X-Forwarded-For: [::1]\r\n\r\n', 'latin1'),
      ]),
    );
    expect(answer.status).toBe(400);
  });

  it('is ignored, not refused, when the proxy is not trusted', async () => {
    const seen = await seenByApi(await site([]), { 'x-forwarded-for': 'foo' });
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});
