import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, requestLine } from '../../support/raw-http.ts';
import { createTestRedis } from '../../support/redis.ts';
import { type StartedRealtime, startRealtime, testKeys } from '../realtime/realtime-harness.ts';
import { type StartedSite, startEchoApi, startSite } from './site-harness.ts';

/*
 * Whatever a visitor puts in the request line, the site server and the realtime server behind it give a
 * well-formed HTTP answer that is not a server error, on plain requests and on WebSocket handshakes, and
 * keep serving. CR and LF are left out: they end the request line, so they frame another request rather
 * than make a stranger target.
 */

const redis = createTestRedis();
let realtime: StartedRealtime;
let api: Awaited<ReturnType<typeof startEchoApi>>;
let site: StartedSite;
let realtimePort: number;
beforeAll(async () => {
  realtime = await startRealtime(redis, testKeys(redis));
  realtimePort = Number(new URL(realtime.httpUrl).port);
  api = await startEchoApi();
  site = await startSite({ apiUrl: api.url, realtimeUrl: realtime.socketUrl.replace('/socket', '') });
});
afterAll(async () => {
  await site?.close();
  await api?.close();
  await realtime?.close();
  await redis.cleanup();
});

const PIECES = [
  '/',
  '//',
  '%',
  '%ff',
  '%E0%A4%A',
  '%C3%A9',
  '%00',
  '\0',
  '..',
  '?',
  '#',
  '@',
  ':',
  '[',
  ']',
  ' ',
  '\t',
  'api',
  'socket',
  'assets',
  'app-1234.js',
  'index.html',
  'http://',
  'https://',
  'localhost',
  '*',
];

const targets: fc.Arbitrary<Buffer> = fc
  .oneof(
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc
      .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 8 })), { maxLength: 12 })
      .map((pieces) => Buffer.from(pieces.join(''), 'utf8')),
    fc.constantFrom('//', 'http://[', '*', '/%', 'http://127.0.0.1/socket').map((text) => Buffer.from(text)),
    fc.integer({ min: 1000, max: 20_000 }).map((length) => Buffer.from(`/${'a'.repeat(length)}`)),
  )
  .map((bytes) => Buffer.from(bytes.filter((byte) => byte !== 0x0d && byte !== 0x0a)));

async function answersWell(port: number, target: Buffer, upgrade: boolean): Promise<void> {
  const answer = await rawRequest(port, requestLine(target, { upgrade }));
  expect(
    answer.status,
    `${upgrade ? 'handshake' : 'GET'} ${JSON.stringify(target.toString('latin1'))}`,
  ).toBeLessThan(500);
}

describe('any request target', () => {
  it('gets a well-formed answer that is no server error, from the site and from realtime', async () => {
    await fc.assert(
      fc.asyncProperty(targets, async (target) => {
        for (const port of [site.port, realtimePort]) {
          await answersWell(port, target, false);
          await answersWell(port, target, true);
        }
      }),
      { numRuns: 150 },
    );
    expect((await fetch(`${site.url}/assets/app-1234.js`)).status).toBe(200);
    expect((await realtime.health()).status).toBe('ok');
  });
});
