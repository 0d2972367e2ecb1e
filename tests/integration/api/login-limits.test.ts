import { UNREADABLE_FORWARDED_FOR } from '@lemans/http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type ApiOptions, type StartedApi, startApi } from './start-api.ts';

/**
 * The login limit behind one proxy address (a load balancer, the site server): counted per visitor address
 * the trusted proxy reports and per account, so that guesses from one address lock that address only, and
 * guesses spread over many cannot lock the administrator out. A forwarded address that is no address is
 * refused, never counted as a client of its own.
 */

const PASSWORD = 'un mot de passe de test';
const TOO_MANY = {
  error: 'Trop de tentatives de connexion : réessayez dans 15 minutes.',
  code: 'admin.too_many_attempts',
  minutes: 15,
};
/** Each password checked costs a scrypt derivation, seconds on a busy machine. */
const DERIVING_MS = 240_000;

let database: TestDatabase;
let redis: TestRedis;
const started: StartedApi[] = [];
let cases = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
});
afterAll(async () => {
  await Promise.all(started.map((api) => api.close()));
  await redis?.cleanup();
  await database?.drop();
});

/** An API behind the loopback as its trusted proxy, with limits counted under a prefix of its own. */
async function anApi(options: Partial<ApiOptions> = {}): Promise<StartedApi> {
  const api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: `${redis.prefix}:cas-${++cases}`,
    adminPassword: PASSWORD,
    ...options,
  });
  started.push(api);
  return api;
}

const loginFrom = (api: StartedApi, address: string, password: string) =>
  api.post('/api/admin/login', { password }, { 'x-forwarded-for': address });

describe('wrong passwords from one address behind the proxy', () => {
  it(
    'lock that address out, and no other address behind the same proxy',
    async () => {
      const api = await anApi();
      const statuses: number[] = [];
      for (let guess = 0; guess < 20; guess++)
        statuses.push((await loginFrom(api, '203.0.113.10', `essai-${guess}`)).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

      const locked = await loginFrom(api, '203.0.113.10', PASSWORD);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toEqual(TOO_MANY);
      expect((await loginFrom(api, '203.0.113.11', PASSWORD)).status).toBe(200);
      // Straight from the proxy itself, with no visitor named: its own address, not locked either.
      expect((await api.post('/api/admin/login', { password: PASSWORD })).status).toBe(200);
    },
    DERIVING_MS,
  );
});

describe('wrong passwords spread over many addresses', () => {
  it(
    'past the account’s share, refuse the addresses that guessed, and still let a clean one in',
    async () => {
      const api = await anApi({ limits: { loginFailuresPerAccount: { points: 4, durationS: 900 } } });
      for (const address of ['198.51.100.1', '198.51.100.2']) {
        expect((await loginFrom(api, address, 'faux')).status).toBe(401);
        expect((await loginFrom(api, address, 'faux encore')).status).toBe(401);
      }
      // Two failures each, below the address limit of five: the account's share, four, is what holds them.
      const guessedBefore = await loginFrom(api, '198.51.100.1', PASSWORD);
      expect(guessedBefore.status).toBe(429);
      expect(guessedBefore.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await guessedBefore.json()).toEqual(TOO_MANY);

      // The administrator from an address with no failure of its own gets in.
      expect((await loginFrom(api, '198.51.100.50', PASSWORD)).status).toBe(200);
      // A new address gets one guess, then is held like the others.
      expect((await loginFrom(api, '198.51.100.51', 'faux')).status).toBe(401);
      expect((await loginFrom(api, '198.51.100.51', 'faux')).status).toBe(429);
      expect((await loginFrom(api, '198.51.100.51', PASSWORD)).status).toBe(429);
    },
    DERIVING_MS,
  );
});

describe('a forwarded address that is no address', () => {
  it.each(['foo', '[::1]', '1.2.3.4:80', '[2001:db8::1]:443', '', ' , ', '203.0.113.7, 1.2.3.4:80'])(
    'is refused with a French 400 when the trusted proxy sends %j',
    async (header) => {
      const api = started[0] ?? (await anApi());
      const response = await loginFrom(api, header, PASSWORD);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: UNREADABLE_FORWARDED_FOR, code: 'request.invalid' });
      expect((await api.get('/api/health', { 'x-forwarded-for': header })).status).toBe(400);
    },
  );

  it(
    'never lets a client dodge the limit by spelling itself anew',
    async () => {
      const api = await anApi();
      const spellings = Array.from({ length: 12 }, (_, n) => `client-${n}`);
      for (const spelling of spellings) expect((await loginFrom(api, spelling, 'faux')).status).toBe(400);
      expect((await loginFrom(api, '203.0.113.20', PASSWORD)).status).toBe(200);
    },
    DERIVING_MS,
  );

  it(
    'is ignored, not refused, from a peer that is not a trusted proxy',
    async () => {
      const api = await anApi({ trustProxy: [] });
      expect((await loginFrom(api, 'foo', PASSWORD)).status).toBe(200);
    },
    DERIVING_MS,
  );
});
