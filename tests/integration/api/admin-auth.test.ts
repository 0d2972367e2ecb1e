import type express from 'express';
import { describe, expect, inject, it } from 'vitest';
import type { AdminAuth } from '../../../services/api/src/admin/admin-auth.ts';
import { type AdminDependencies, guardedAdminRoutes } from '../../../services/api/src/admin/admin-routes.ts';
import { apiUnderTest } from './api-under-test.ts';
import { startApi } from './start-api.ts';

/** The admin area's authentication, where the browser holds no secret: sessions, CSRF, throttling. */

const PASSWORD = 'un mot de passe de test';

const t = apiUnderTest({ adminPassword: PASSWORD });

/* Each case is its own client (X-Forwarded-For from the loopback), so that throttling stays per case. */
let clients = 0;
const client = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });

async function login(headers: Record<string, string>, password = PASSWORD) {
  return t.api.post('/api/admin/login', { password }, headers);
}

/** The session cookie of a successful login, as a browser would send it back. */
async function sessionCookie(headers: Record<string, string>): Promise<string> {
  const response = await login(headers);
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

const auditActions = async () =>
  (await t.database.db.selectFrom('admin_audit').select('action').orderBy('id').execute()).map(
    (row) => row.action,
  );

describe('POST /api/admin/login', () => {
  it('answers the French error for a wrong password and audits it', async () => {
    const response = await login(client(), 'mauvais');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'Mot de passe administrateur incorrect',
      code: 'admin.wrong_password',
    });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await auditActions()).toContain('login_failed');
  });

  it('opens a server-side session with a random 128-bit HttpOnly, SameSite=Strict cookie', async () => {
    const response = await login(client());
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; expires_at: string };
    expect(body.success).toBe(true);
    expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(11 * 3600_000);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lemans_admin=[A-Za-z0-9_-]{22};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/admin/);
    expect(cookie).toMatch(/; Max-Age=43200/);
    // The table holds a hash of the token, never the token.
    const token = cookie.split(';')[0]?.split('=')[1] as string;
    const rows = await t.database.db.selectFrom('admin_logins').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    expect(await auditActions()).toContain('login');
  });

  it('refuses a body without a password', async () => {
    const response = await t.api.post('/api/admin/login', {}, client());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Mot de passe requis', code: 'admin.password_required' });
  });

  it('throttles 50 wrong passwords from one client, which never get in, with the wait in French', async () => {
    const attacker = client();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++)
      statuses.push((await login(attacker, `essai-${attempt}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const refused = await login(attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({
      error: 'Trop de tentatives de connexion : réessayez dans 15 minutes.',
      code: 'admin.too_many_attempts',
      minutes: 15,
    });
    // Another client is not locked out by the attacker.
    expect((await login(client())).status).toBe(200);
  });
});

describe('the admin session', () => {
  it('lets the cookie in, and nobody without it', async () => {
    const cookie = await sessionCookie(client());
    expect((await t.api.get('/api/admin/session', { cookie })).status).toBe(200);
    const anonymous = await t.api.get('/api/admin/session');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: 'Authentification administrateur requise',
      code: 'admin.login_required',
    });
    expect(
      (await t.api.get('/api/admin/session', { cookie: 'lemans_admin=AAAAAAAAAAAAAAAAAAAAAA' })).status,
    ).toBe(401);
  });

  it('refuses a state-changing call with the cookie but without the CSRF header', async () => {
    const cookie = await sessionCookie(client());
    const forged = await t.api.post('/api/admin/logout', undefined, { cookie });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({
      error: 'Requête refusée : en-tête X-Admin-Request manquant',
      code: 'admin.csrf_missing',
    });
    expect((await t.api.get('/api/admin/session', { cookie })).status).toBe(200);
  });

  it('ends on logout for every copy of the cookie', async () => {
    const cookie = await sessionCookie(client());
    const stolen = cookie;
    const logout = await t.api.post('/api/admin/logout', undefined, { cookie, 'x-admin-request': '1' });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^lemans_admin=;/);
    expect((await t.api.get('/api/admin/session', { cookie: stolen })).status).toBe(401);
    expect(await auditActions()).toContain('logout');
  });

  it('accepts the password in X-Admin-Password for scripts, and counts wrong ones', async () => {
    const script = client();
    expect((await t.api.get('/api/admin/session', { ...script, 'x-admin-password': PASSWORD })).status).toBe(
      200,
    );
    const wrong = await t.api.get('/api/admin/session', { ...script, 'x-admin-password': 'faux' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'Mot de passe administrateur incorrect',
      code: 'admin.wrong_password',
    });
  });
});

describe('every admin route', () => {
  /** Method and path of every route of a router, nested routers included. */
  function routesOf(router: express.Router): { method: string; path: string }[] {
    return (router.stack as RouterLayer[]).flatMap((layer) => {
      if (layer.route)
        return Object.keys(layer.route.methods).map((method) => ({
          method,
          path: layer.route?.path as string,
        }));
      return layer.handle?.stack ? routesOf(layer.handle as unknown as express.Router) : [];
    });
  }
  interface RouterLayer {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: unknown[] };
  }

  it('refuses an anonymous caller with 401', async () => {
    // The routers are only walked, never run: their dependencies are not needed.
    const routes = routesOf(guardedAdminRoutes({} as AdminAuth, {} as AdminDependencies));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'patch', path: '/admin/recordings/:id' },
        { method: 'delete', path: '/admin/recordings/:id' },
        { method: 'patch', path: '/admin/sessions/:id' },
        { method: 'put', path: '/admin/sessions/:id/published' },
        { method: 'delete', path: '/admin/sessions/:id' },
        { method: 'delete', path: '/admin/race-events/:id' },
      ]),
    );
    for (const { method, path } of routes) {
      const url = `${t.api.url}/api${path.replace(/:[A-Za-z]+/g, '1')}`;
      const response = await fetch(url, {
        method: method.toUpperCase(),
        headers: { 'content-type': 'application/json', 'x-admin-request': '1' },
        body: method === 'get' || method === 'head' ? undefined : '{}',
      });
      expect(response.status, `${method.toUpperCase()} ${path}`).toBe(401);
    }
  });
});

describe('without a configured password', () => {
  it('keeps the admin area closed', async () => {
    const closed = await startApi({
      db: t.database.db,
      databaseUrl: t.database.url,
      redisUrl: inject('redisUrl'),
      redisPrefix: t.redis.prefix,
    });
    try {
      const response = await closed.post('/api/admin/login', { password: PASSWORD }, client());
      expect(response.status).toBe(503);
      expect((await closed.get('/api/admin/session')).status).toBe(401);
    } finally {
      await closed.close();
    }
  });
});
