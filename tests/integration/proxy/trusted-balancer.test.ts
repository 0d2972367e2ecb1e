import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedNginx, startNginx } from '../../support/nginx.ts';
import { apiUnderTest } from '../api/api-under-test.ts';

/**
 * The production proxy behind a load balancer that ends TLS: the visitor's scheme and address it reports
 * are believed when it is one of LEMANS_TRUSTED_PROXIES, so that the admin cookie is Secure and the login
 * limit counts per visitor; from any other peer they are the peer's own. The balancer is 127.0.0.2 here,
 * a stranger 127.0.0.3: both loopback addresses, reaching nginx on 127.0.0.1.
 */

const PASSWORD = 'un mot de passe de test';
const BALANCER = '127.0.0.2';
const STRANGER = '127.0.0.3';
/** Each password checked costs a scrypt derivation, seconds on a busy machine. */
const DERIVING_MS = 240_000;

const t = apiUnderTest({ adminPassword: PASSWORD });
let proxy: StartedNginx;
let site: string;

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'lemans-site-'));
  await writeFile(
    join(site, 'index.html'),
    '<!doctype html><html lang="fr"><title>Le Mans live</title></html>',
  );
  proxy = await startNginx({
    siteRoot: site,
    api: [new URL(t.api.url).host],
    realtime: ['127.0.0.1:9'],
    trustedProxies: [`${BALANCER}/32`],
  });
});

afterAll(async () => {
  await proxy?.stop();
  await rm(site, { recursive: true, force: true });
});

/** A login sent to nginx from `from`, with the headers a balancer (or a stranger) adds. */
function loginFrom(
  from: string,
  password: string,
  headers: Record<string, string>,
): Promise<{ status: number; cookie: string }> {
  const body = JSON.stringify({ password });
  return new Promise((resolve, reject) => {
    const req = request(
      `${proxy.url}/api/admin/login`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cookie: String(res.headers['set-cookie'] ?? '') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const OVER_HTTPS = { 'x-forwarded-proto': 'https' };

describe('the scheme a balancer reports', () => {
  it(
    'is believed from a trusted balancer: the admin cookie is Secure',
    async () => {
      const login = await loginFrom(BALANCER, PASSWORD, { ...OVER_HTTPS, 'x-forwarded-for': '203.0.113.9' });
      expect(login.status).toBe(200);
      expect(login.cookie).toMatch(/;\s*Secure/i);
    },
    DERIVING_MS,
  );

  it(
    'is believed in any case of the word, and plain http stays plain',
    async () => {
      const upper = await loginFrom(BALANCER, PASSWORD, {
        'x-forwarded-proto': 'HTTPS',
        'x-forwarded-for': '203.0.113.9',
      });
      expect(upper.cookie).toMatch(/;\s*Secure/i);
      const plain = await loginFrom(BALANCER, PASSWORD, {
        'x-forwarded-proto': 'http',
        'x-forwarded-for': '203.0.113.9',
      });
      expect(plain.status).toBe(200);
      expect(plain.cookie).not.toMatch(/;\s*Secure/i);
    },
    DERIVING_MS,
  );

  it(
    'is not believed from any other peer: the cookie follows nginx’s own scheme',
    async () => {
      const login = await loginFrom(STRANGER, PASSWORD, { ...OVER_HTTPS, 'x-forwarded-for': '203.0.113.9' });
      expect(login.status).toBe(200);
      expect(login.cookie).not.toMatch(/;\s*Secure/i);
    },
    DERIVING_MS,
  );
});

describe('the address a balancer reports', () => {
  it(
    'is what the login limit counts: one visitor locked out, not the others behind the balancer',
    async () => {
      const statuses: number[] = [];
      for (let guess = 0; guess < 8; guess++) {
        const wrong = await loginFrom(BALANCER, `essai-${guess}`, { 'x-forwarded-for': '198.51.100.40' });
        statuses.push(wrong.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
      expect((await loginFrom(BALANCER, PASSWORD, { 'x-forwarded-for': '198.51.100.40' })).status).toBe(429);
      // Another visitor through the same balancer, and the address the visitor wrote himself before it.
      expect((await loginFrom(BALANCER, PASSWORD, { 'x-forwarded-for': '198.51.100.41' })).status).toBe(200);
      expect(
        (await loginFrom(BALANCER, PASSWORD, { 'x-forwarded-for': '198.51.100.40, 198.51.100.42' })).status,
      ).toBe(200);
    },
    DERIVING_MS,
  );

  it(
    'is ignored from any other peer, whatever it claims',
    async () => {
      for (let guess = 0; guess < 5; guess++) {
        const claimed = { 'x-forwarded-for': `192.0.2.${guess}` };
        expect((await loginFrom(STRANGER, `essai-${guess}`, claimed)).status).toBe(401);
      }
      expect((await loginFrom(STRANGER, PASSWORD, { 'x-forwarded-for': '192.0.2.99' })).status).toBe(429);
    },
    DERIVING_MS,
  );
});
