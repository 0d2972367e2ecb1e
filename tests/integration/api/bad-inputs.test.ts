import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_CSV } from './analysis-csv.ts';
import { apiUnderTest } from './api-under-test.ts';
import { frenchErrorOf } from './french-error.ts';

/**
 * Inputs Postgres, zlib or the URL decoder cannot take: each is the client's mistake, answered with a French
 * 4xx, and nothing of it is stored.
 */

const PASSWORD = 'un mot de passe de test';

/** Every line the API logs, as pino writes it. */
const logLines: { level: number; msg: string }[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

const t = apiUnderTest({ adminPassword: PASSWORD, logger });

/** The headers of a logged-in administrator's state-changing calls. */
let admin: Record<string, string>;

beforeAll(async () => {
  const login = await t.api.post('/api/admin/login', { password: PASSWORD });
  admin = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string, 'x-admin-request': '1' };
});

/** Each call is its own client, so that no rate limit answers in place of the validation. */
let clients = 0;
const client = () => ({ 'x-forwarded-for': `203.0.113.${(++clients % 250) + 1}` });

function send(method: string, path: string, body?: string | Buffer, headers: Record<string, string> = {}) {
  return fetch(`${t.api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...client(), ...headers },
    body,
  });
}

const count = async (table: 'analytics_events' | 'streams' | 'messages' | 'recordings') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Sends the request and checks it is refused with `status` and a French error, leaving `table` as it was. */
async function refused(
  status: number,
  request: () => Promise<Response>,
  table?: 'analytics_events' | 'streams' | 'messages' | 'recordings',
): Promise<string> {
  const before = table && (await count(table));
  const response = await request();
  expect(response.status).toBe(status);
  const error = await frenchErrorOf(response);
  if (table) expect(await count(table)).toBe(before);
  return error;
}

const event = (overrides: object = {}) => ({
  name: 'page_view',
  section: 'live',
  path: '/live',
  at: '2025-06-15T14:03:00.000Z',
  ...overrides,
});
const analytics = (body: string) => send('POST', '/api/analytics', body);
const batch = (overrides: object) => JSON.stringify({ events: [event(overrides)] });

const stream = (overrides: object = {}) =>
  JSON.stringify({
    team_number: '007',
    team_name: 'Aston Martin THOR Team',
    stream_url: 'https://www.youtube.com/watch?v=abc',
    status: 'live',
    ...overrides,
  });

/** `[[[…]]]`, `depth` arrays deep. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('NUL characters', () => {
  it('in an analytics path is a French 400 and nothing is stored', async () => {
    const error = await refused(400, () => analytics(batch({ path: '/live\u0000' })), 'analytics_events');
    expect(error).toContain('Caractère nul interdit dans « events.0.path »');
  });

  it('in an analytics data key is a French 400 and nothing is stored', async () => {
    await refused(400, () => analytics(batch({ data: { 'cible\u0000': 'x' } })), 'analytics_events');
  });

  it('in an analytics data value is a French 400 and nothing is stored', async () => {
    const error = await refused(
      400,
      () => analytics(batch({ data: { cible: ['a', 'b\u0000'] } })),
      'analytics_events',
    );
    expect(error).toContain('Caractère nul interdit dans « events.0.data.cible.1 »');
  });

  it("in a stream's team name is a French 400 on create and on update, and nothing is stored", async () => {
    const error = await refused(
      400,
      () => send('POST', '/api/admin/streams', stream({ team_name: 'Aston\u0000' }), admin),
      'streams',
    );
    expect(error).toBe('Caractère nul interdit dans « team_name »');
    const created = await send('POST', '/api/admin/streams', stream(), admin);
    expect(created.status).toBe(201);
    const { stream: row } = (await created.json()) as { stream: { id: number } };
    await refused(400, () =>
      send('PUT', `/api/admin/streams/${row.id}`, stream({ team_name: 'Aston\u0000' }), admin),
    );
    const stored = await t.database.db
      .selectFrom('streams')
      .select('team_name')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(stored.team_name).toBe('Aston Martin THOR Team');
  });

  it("in an upload's name is a French 400 and nothing is stored", async () => {
    await refused(400, () => upload('date=2025-06-14&name=a%00b'), 'recordings');
  });
});

describe('lone surrogates', () => {
  it('in an analytics path, data key or data value are a French 400 and nothing is stored', async () => {
    for (const overrides of [
      { path: '/\ud800' },
      { data: { '\udc00': 1 } },
      { data: { cible: 'x\ud800' } },
    ]) {
      const error = await refused(400, () => analytics(batch(overrides)), 'analytics_events');
      expect(error).toMatch(/Texte Unicode mal formé/);
    }
  });

  it("in a stream's text fields are a French 400 and nothing is stored", async () => {
    for (const overrides of [{ team_name: '\ud800' }, { stream_title: 'Direct \udfff' }]) {
      await refused(400, () => send('POST', '/api/admin/streams', stream(overrides), admin), 'streams');
    }
  });

  it("in a contact message's fields are the form's French 400 and nothing is stored", async () => {
    const valid = { name: 'Ana', email: 'ana@example.org', message: 'Bonjour' };
    for (const overrides of [{ name: 'A\ud800' }, { subject: '\udc00' }, { message: 'Bon\ud800jour' }]) {
      const error = await refused(
        400,
        () => send('POST', '/api/messages', JSON.stringify({ ...valid, ...overrides })),
        'messages',
      );
      expect(error).toBe('Le message contient des caractères non autorisés');
    }
  });
});

describe('JSON nested thousands deep', () => {
  it('in analytics data is a French 400, not a stack overflow', async () => {
    const body = `{"events":[${JSON.stringify(event()).slice(0, -1)},"data":{"cible":${nested(5000)}}}]}`;
    const error = await refused(400, () => analytics(body), 'analytics_events');
    expect(error).toMatch(/Document JSON trop profond/);
    await refused(400, () => analytics(nested(10_000)), 'analytics_events');
  });

  it('is a French 400 on every other route that reads JSON', async () => {
    await refused(400, () => send('POST', '/api/messages', `{"name":${nested(3000)}}`), 'messages');
    await refused(400, () => send('POST', '/api/admin/login', `{"password":${nested(1500)}}`));
    await refused(400, () => send('POST', '/api/admin/streams', `{"team_name":${nested(3000)}}`, admin));
    await refused(400, () => send('POST', '/api/admin/replays', `{"speed":${nested(400)}}`, admin));
    await refused(400, () =>
      send('PATCH', '/api/admin/messages/1/status', `{"status":${nested(400)}}`, admin),
    );
  });
});

describe('compressed bodies', () => {
  const garbage = Buffer.from('ceci ne sort pas de gzip');

  it.each([
    ['/api/analytics', 'application/json'],
    ['/api/messages', 'application/json'],
    ['/api/admin/recordings?date=2025-06-14', 'text/csv'],
  ])('invalid gzip sent to %s is a French 400', async (path, type) => {
    await refused(400, () =>
      send('POST', path, garbage, { ...admin, 'content-type': type, 'content-encoding': 'gzip' }),
    );
  });

  it('an unknown Content-Encoding is a French 415', async () => {
    await refused(415, () => send('POST', '/api/analytics', batch({}), { 'content-encoding': 'x-inconnu' }));
  });
});

describe('malformed %-escapes', () => {
  it.each(['/api/entries/%', '/api/entries/%E0%A4%A', '/api/drivers/%ZZ'])(
    'in %s are a French 400',
    async (path) => {
      expect(await refused(400, () => send('GET', path))).toBe(
        'Adresse mal encodée : séquence « % » invalide',
      );
    },
  );

  it("in an admin route's id are a French 400, with the password header as with the session", async () => {
    await refused(400, () =>
      send('DELETE', '/api/admin/streams/%', undefined, { 'x-admin-password': PASSWORD }),
    );
    await refused(400, () => send('DELETE', '/api/admin/streams/%', undefined, admin));
  });

  it('in the admin cookie are no session: a French 401', async () => {
    expect(
      await refused(401, () =>
        send('GET', '/api/admin/session', undefined, { cookie: 'lemans_admin=%E0%A4%A' }),
      ),
    ).toBe('Authentification administrateur requise');
  });
});

const upload = (query: string) =>
  send('POST', `/api/admin/recordings?${query}`, ANALYSIS_CSV, { ...admin, 'content-type': 'text/csv' });

describe('upload options', () => {
  it.each(['date=0000-01-01', 'date=0099-06-14', 'date=2025-02-30'])(
    '%s is a French 400 and nothing is stored',
    async (query) => {
      expect(await refused(400, () => upload(query), 'recordings')).toMatch(/^Date de départ invalide/);
    },
  );
});

describe('French validation messages', () => {
  it.each([
    ['{"priority":1e309}', 'Infinity'],
    ['{"priority":101}', 'too big'],
    ['{"priority":1.5}', 'a fraction'],
    ['{"priority":"5"}', 'text'],
  ])("a stream's priority of %s (%s) is refused in French", async (priority) => {
    const body = `${stream().slice(0, -1)},${priority.slice(1)}`;
    expect(await refused(400, () => send('POST', '/api/admin/streams', body, admin), 'streams')).toBe(
      'La priorité doit être un nombre entier de 0 à 100',
    );
  });
});

describe('an upload the client abandons', () => {
  it('is logged as the client leaving, not as an internal error, and the API keeps serving', async () => {
    const logged = logLines.length;
    const { hostname, port } = new URL(t.api.url);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        'POST /api/admin/recordings?date=2025-06-14 HTTP/1.1',
        `Host: ${hostname}:${port}`,
        `Cookie: ${admin.cookie}`,
        'X-Admin-Request: 1',
        'Content-Type: text/csv',
        'Content-Length: 5000000',
        '',
        '',
      ].join('\r\n'),
    );
    socket.write(ANALYSIS_CSV.repeat(200));
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();

    const aborted = () => logLines.slice(logged).find((line) => /interrompue/.test(line.msg));
    for (let attempt = 0; attempt < 100 && !aborted(); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const lines = logLines.slice(logged);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(aborted()?.level).toBeLessThanOrEqual(40);
    expect((await t.api.get('/api/health')).status).toBe(200);
  });
});
