import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DERIVATIONS_BUSY } from '../../../services/api/src/admin/admin-credentials.ts';
import {
  TOO_MANY_EVENTS,
  TOO_MANY_EVENTS_OVERALL,
} from '../../../services/api/src/analytics/analytics-routes.ts';
import { TOO_MANY_MOMENTS } from '../../../services/api/src/live/live-routes.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type ApiOptions, type StartedApi, startApi } from './start-api.ts';

/**
 * The limits hold under concurrency and across API processes: several APIs of this file share its
 * database and its Redis prefix, as the processes of one site share theirs.
 */

const PASSWORD = 'un mot de passe de test';

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

/** An API counting under the file's prefix, or `shared` with other cases' APIs of the same name. */
async function anApi(options: Partial<ApiOptions> = {}, shared = `cas-${++cases}`): Promise<StartedApi> {
  const api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: `${redis.prefix}:${shared}`,
    adminPassword: PASSWORD,
    ...options,
  });
  started.push(api);
  return api;
}

/* Each case is its own client (X-Forwarded-For from the loopback, as the site server sends it). */
let clients = 0;
const client = () => ({ 'x-forwarded-for': `192.0.2.${++clients}` });

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('the admin password', () => {
  it('refuses all but five of 30 wrong passwords sent at once by one client', async () => {
    const api = await anApi();
    const attacker = client();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.post('/api/admin/login', { password: `essai-${i}` }, attacker),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(25);
    const audited = await database.db
      .selectFrom('admin_audit')
      .select('action')
      .where('action', '=', 'login_failed')
      .execute();
    expect(audited.length).toBeGreaterThanOrEqual(5);
  });

  it('counts one client’s attempts across API processes', async () => {
    const [first, second] = [await anApi({}, 'partage'), await anApi({}, 'partage')];
    const attacker = client();
    for (const api of [first, second, first, second, first]) {
      expect((await api.post('/api/admin/login', { password: 'faux' }, attacker)).status).toBe(401);
    }
    expect((await second.post('/api/admin/login', { password: 'faux' }, attacker)).status).toBe(429);
    expect((await first.post('/api/admin/login', { password: PASSWORD }, attacker)).status).toBe(429);
  });

  it('gives a right password back: an administrator is never locked out by his own logins', async () => {
    const api = await anApi();
    const admin = client();
    for (let i = 0; i < 7; i++) {
      expect((await api.post('/api/admin/login', { password: PASSWORD }, admin)).status).toBe(200);
    }
  });

  it('derives a few passwords at a time and refuses a flood of guesses from many clients at once', async () => {
    const api = await anApi();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        api.get('/api/admin/streams', { ...client(), 'x-admin-password': 'une supposition' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // Two derive, eight wait: the rest is refused at once, unchecked.
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 503)).toBe(30);
    const refused = answers.find((answer) => answer.status === 503);
    expect(await refused?.json()).toEqual({ error: DERIVATIONS_BUSY, code: 'server.busy' });
    expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
    // Refused unchecked is not counted as a wrong password: those clients may try again.
    expect((await api.get('/api/health')).status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 network as one client, and two networks apart', async () => {
    const api = await anApi({ limits: { loginAttempts: { points: 2, durationS: 900 } } });
    const wrong = async (address: string) =>
      (await api.post('/api/admin/login', { password: 'faux' }, { 'x-forwarded-for': address })).status;
    expect(await wrong('2001:db8:a:1::1')).toBe(401);
    expect(await wrong('2001:db8:a:1:ffff:ffff:ffff:fffe')).toBe(401);
    // A third address of the same network: the network has had its two tries.
    expect(await wrong('2001:db8:a:1:1234::9')).toBe(429);
    // The next network is another client.
    expect(await wrong('2001:db8:a:2::1')).toBe(401);
  });

  it('counts an IPv4 address and its IPv4-mapped IPv6 form as one client, and IPv4 addresses apart', async () => {
    const api = await anApi({ limits: { loginAttempts: { points: 2, durationS: 900 } } });
    const wrong = async (address: string) =>
      (await api.post('/api/admin/login', { password: 'faux' }, { 'x-forwarded-for': address })).status;
    expect(await wrong('198.51.100.7')).toBe(401);
    expect(await wrong('::ffff:198.51.100.7')).toBe(401);
    expect(await wrong('198.51.100.7')).toBe(429);
    expect(await wrong('198.51.100.8')).toBe(401);
  });

  it('marks the cookie Secure when the trusted proxy says the visitor came over HTTPS', async () => {
    const api = await anApi();
    const over = (proto: string) =>
      api.post('/api/admin/login', { password: PASSWORD }, { ...client(), 'x-forwarded-proto': proto });
    expect((await over('https')).headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    expect((await over('http')).headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });
});

describe('the addresses behind proxies', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: one bucket per real peer', async () => {
    // The loopback not trusted: every request is the same client whatever it claims.
    const api = await anApi({ trustProxy: [], limits: { messagesPerClient: { points: 2, durationS: 600 } } });
    const message = { name: 'Ana', email: 'ana@example.org', subject: 'Objet', message: 'Bonjour' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.post('/api/messages', message, client())).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('POST /api/analytics', () => {
  const batch = (size: number) => ({
    events: Array.from({ length: size }, () => ({
      name: 'page_view',
      section: 'live',
      path: '/live/classement',
      at: Date.UTC(2025, 5, 14, 16),
    })),
  });
  const stored = async () =>
    Number(
      (
        await database.db
          .selectFrom('analytics_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores at most a client’s share of events, whatever it sends at once', async () => {
    const api = await anApi();
    const before = await stored();
    const flooder = client();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/api/analytics', batch(50), flooder)),
    );
    const statuses = answers.map((answer) => answer.status);
    // A hundred events a minute: two batches of fifty.
    expect(count(statuses, 204)).toBe(2);
    expect(count(statuses, 429)).toBe(18);
    expect(await answers.find((answer) => answer.status === 429)?.json()).toEqual({
      error: TOO_MANY_EVENTS,
      code: 'request.rate_limited',
    });
    expect((await stored()) - before).toBe(100);
  });

  it('holds a ceiling for the whole site, whoever sends', async () => {
    const api = await anApi({ limits: { analyticsOverall: { points: 120, durationS: 60 } } });
    const before = await stored();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await api.post('/api/analytics', batch(50), client())).status);
    expect(statuses).toEqual([204, 204, 429, 429, 429]);
    const refused = await api.post('/api/analytics', batch(1), client());
    expect(await refused.json()).toEqual({ error: TOO_MANY_EVENTS_OVERALL, code: 'request.rate_limited' });
    expect((await stored()) - before).toBeLessThanOrEqual(120);
  });
});

describe('POST /api/messages', () => {
  it('holds a ceiling for the whole site, with its own French message', async () => {
    const api = await anApi({ limits: { messagesOverall: { points: 3, durationS: 600 } } });
    const message = { name: 'Ana', email: 'ana@example.org', subject: 'Objet', message: 'Bonjour' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.post('/api/messages', message, client())).status);
    const refused = await api.post('/api/messages', message, client());
    expect(statuses).toEqual([201, 201, 201]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      success: false,
      error: 'Le formulaire de contact reçoit trop de messages en ce moment : réessayez dans 10 minutes.',
      code: 'contact.overloaded',
      minutes: 10,
    });
  });
});

describe('GET /api/live?sessionId=&at=', () => {
  it('answers a client at most its share of moments, then 429 in French', async () => {
    const api = await anApi({ limits: { timeTravelPerClient: { points: 4, durationS: 10 } } });
    const viewer = client();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await api.get(`/api/live?sessionId=inconnue&at=${i * 1000}`, viewer)).status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
    const refused = await api.get('/api/live?sessionId=inconnue&at=0', viewer);
    expect(await refused.json()).toEqual({ error: TOO_MANY_MOMENTS, code: 'time_travel.too_many' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another viewer is not affected.
    expect((await api.get('/api/live?sessionId=inconnue&at=0', client())).status).toBe(404);
  });
});
