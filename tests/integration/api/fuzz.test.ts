import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUnderTest } from './api-under-test.ts';
import { frenchErrorOf } from './french-error.ts';
import { bodyFor, queryFor, segment, VALID_REQUESTS, withUnstorableText } from './nasty-requests.ts';

/**
 * Every route of the API, with and without the administrator's credentials, fed arbitrary path parameters,
 * query strings and bodies: never a 5xx, every refusal a French `{ error }`, and the API still serving.
 */

const PASSWORD = 'un mot de passe de test';
/**
 * Runs per route: some 50 routes, most answered in a few milliseconds; more for those with a body to
 * validate, fewer for the login, where every password costs half a second of derivation.
 */
const RUNS = { plain: 15, withInput: 60, login: 10 };

const t = apiUnderTest({ adminPassword: PASSWORD });

interface Route {
  method: string;
  path: string;
}

interface RouterLayer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** Method and full path of every route below `stack`, mounted routers included. */
function routesOf(stack: RouterLayer[], prefix = ''): Route[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = `${prefix}${layer.route.path}`;
      return Object.keys(layer.route.methods).map((method) => ({ method: method.toUpperCase(), path }));
    }
    if (!layer.handle?.stack) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return routesOf(layer.handle.stack, `${prefix}${mount}`);
  });
}

type Auth =
  | 'anonymous'
  | 'session'
  | 'session-without-csrf'
  | 'unreadable-cookie'
  | 'password'
  | 'wrong-password';
/** Passwords cost half a second of derivation each: they are the rare case. */
const auth = fc.oneof(
  { arbitrary: fc.constant<Auth>('session'), weight: 12 },
  { arbitrary: fc.constantFrom<Auth>('anonymous', 'session-without-csrf', 'unreadable-cookie'), weight: 6 },
  { arbitrary: fc.constantFrom<Auth>('password', 'wrong-password'), weight: 1 },
);

/** Each request is its own client, so that the rate limits do not answer in place of the routes. */
let clients = 0;
const client = () => {
  clients += 1;
  return { 'x-forwarded-for': `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}` };
};

let cookie: string;

async function logIn(): Promise<void> {
  const login = await t.api.post('/api/admin/login', { password: PASSWORD }, client());
  expect(login.status).toBe(200);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

beforeAll(logIn);

function authHeaders(mode: Auth): Record<string, string> {
  switch (mode) {
    case 'anonymous':
      return {};
    case 'session':
      return { cookie, 'x-admin-request': '1' };
    case 'session-without-csrf':
      return { cookie };
    case 'unreadable-cookie':
      return { cookie: 'lemans_admin=%E0%A4%A', 'x-admin-request': '1' };
    case 'password':
      return { 'x-admin-password': PASSWORD };
    case 'wrong-password':
      return { 'x-admin-password': 'pas le bon' };
  }
}

/**
 * A request of an administrator's session to the route `name` (`PUT /api/admin/streams/:id`), its
 * parameters given `id`, its body typed as the route reads it.
 */
function send(name: string, request: { query?: Record<string, string>; body?: string; id?: number }) {
  const [method, route] = name.split(' ') as [string, string];
  const search = new URLSearchParams(request.query).toString();
  return fetch(
    `${t.api.url}${route.replace(/:\w+/g, String(request.id ?? 1))}${search ? `?${search}` : ''}`,
    {
      method,
      headers: {
        ...client(),
        cookie,
        'x-admin-request': '1',
        'content-type': typeof VALID_REQUESTS[name]?.body === 'string' ? 'text/csv' : 'application/json',
      },
      body: request.body,
    },
  );
}

describe('every route of the API, fed arbitrary input', () => {
  it('never answers 5xx, refuses in French and keeps serving', async () => {
    const routes = routesOf((t.api.app as unknown as { router: { stack: RouterLayer[] } }).router.stack);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const valid = VALID_REQUESTS[name] ?? {};
      const numRuns =
        name === 'POST /api/admin/login' ? RUNS.login : name in VALID_REQUESTS ? RUNS.withInput : RUNS.plain;
      const request = fc.record({
        params: fc.array(segment, { minLength: 3, maxLength: 3 }),
        query: queryFor(valid.query),
        body: route.method === 'GET' ? fc.constant(undefined) : bodyFor(valid.body),
        auth,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body, auth }) => {
          let param = 0;
          const path = route.path.replace(/:\w+/g, () => params[param++] as string);
          const response = await fetch(`${t.api.url}${path}${query}`, {
            method: route.method,
            headers: { ...client(), ...authHeaders(auth), ...body?.headers },
            body: body?.bytes,
          });
          expect(response.status, `${route.method} ${path}${query} (${auth})`).toBeLessThan(500);
          if (response.status >= 400) await frenchErrorOf(response);
          else await response.arrayBuffer();
          if (route.path === '/api/admin/logout' && response.status === 200) await logIn();
        }),
        { numRuns },
      );
    }
    expect((await t.api.get('/api/health')).status).toBe(200);
    // Some 1,800 requests over 51 routes, the logins among them hashed with scrypt: about a minute alone on two
    // cores, more beside the other files of the suite.
  }, 240_000);

  it('refuses in French every text of a valid request given a NUL or half a surrogate pair', async () => {
    // The stream the PUT changes, so that its body is read through.
    const valid = JSON.stringify(VALID_REQUESTS['POST /api/admin/streams']?.body);
    const { stream } = (await (await send('POST /api/admin/streams', { body: valid })).json()) as {
      stream: { id: number };
    };
    for (const [name, template] of Object.entries(VALID_REQUESTS)) {
      for (const { query, body } of withUnstorableText(template)) {
        const response = await send(name, { query, body, id: stream.id });
        const where = `${name} ${new URLSearchParams(query)} ${body?.slice(0, 200)}`;
        expect(response.status, where).toBeGreaterThanOrEqual(400);
        expect(response.status, where).toBeLessThan(500);
        await frenchErrorOf(response);
      }
    }
  });
});
