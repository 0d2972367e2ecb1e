import { busKeys } from '@lemans/bus';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUnderTest } from './api-under-test.ts';

/** The admin API of spec part 2 §7: streams and messages, each change audited and announced. */

const PASSWORD = 'un mot de passe de test';

const t = apiUnderTest({ adminPassword: PASSWORD });

/** The headers of a logged-in administrator's state-changing calls. */
let admin: Record<string, string>;

beforeAll(async () => {
  const login = await t.api.post('/api/admin/login', { password: PASSWORD });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
  admin = { cookie, 'x-admin-request': '1' };
});

function call(method: string, path: string, body?: unknown, headers = admin) {
  return fetch(`${t.api.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const stream = {
  team_number: '007',
  team_name: 'Aston Martin THOR Team',
  stream_url: 'https://www.youtube.com/watch?v=abc',
  stream_title: 'Caméra embarquée',
  status: 'live',
};

const lastAudit = () =>
  t.database.db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

/** The notices on the frame stream, as the realtime service reads them. */
async function streamsNotices(): Promise<number> {
  const entries = await t.redis.client.xrange(
    busKeys(t.redis.prefix).frames.slice(t.redis.prefix.length + 1),
    '-',
    '+',
  );
  return entries.filter(([, fields]) => fields.includes('streams-update')).length;
}

describe('streams', () => {
  it('creates a public stream, audits it and tells the open pages', async () => {
    const before = await streamsNotices();
    const response = await call('POST', '/admin/streams', stream);
    expect(response.status).toBe(201);
    const { stream: created } = (await response.json()) as { stream: { id: number; is_active: boolean } };
    expect(created).toMatchObject({ ...stream, is_active: true });
    expect(await lastAudit()).toMatchObject({ action: 'stream_created', target: `stream ${created.id}` });
    expect(await streamsNotices()).toBe(before + 1);
    const visible = (await (await t.api.get('/api/streams')).json()) as { id: number }[];
    expect(visible.map((row) => row.id)).toContain(created.id);
  });

  it('updates, toggles and deletes, with 404 for an unknown stream and 400 for a malformed id', async () => {
    const { stream: created } = (await (
      await call('POST', '/admin/streams', { ...stream, team_number: '83' })
    ).json()) as {
      stream: { id: number };
    };
    const updated = await call('PUT', `/admin/streams/${created.id}`, {
      ...stream,
      team_number: '83',
      status: 'replay',
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as { stream: { status: string } }).stream.status).toBe('replay');

    const toggled = (await (await call('PATCH', `/admin/streams/${created.id}/toggle`)).json()) as {
      stream: { is_active: boolean };
    };
    expect(toggled.stream.is_active).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'stream_toggled', details: { is_active: false } });
    const hidden = (await (await t.api.get('/api/streams')).json()) as { id: number }[];
    expect(hidden.map((row) => row.id)).not.toContain(created.id);

    expect((await call('DELETE', `/admin/streams/${created.id}`)).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'stream_deleted', details: { team_number: '83' } });
    const gone = await call('DELETE', `/admin/streams/${created.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: 'Stream introuvable', code: 'request.not_found' });
    expect((await call('PUT', '/admin/streams/99999', stream)).status).toBe(404);
    expect((await call('PATCH', '/admin/streams/abc/toggle')).status).toBe(400);
  });

  it('lists every stream newest first, with the stats', async () => {
    const list = (await (await call('GET', '/admin/streams')).json()) as { id: number; is_active: boolean }[];
    expect(list.map((row) => row.id)).toEqual([...list.map((row) => row.id)].sort((a, b) => b - a));
    const stats = await (await call('GET', '/admin/streams/stats')).json();
    expect(stats).toEqual({ total: list.length, active: list.filter((row) => row.is_active).length });
  });

  it('answers the French error of the form and stores nothing', async () => {
    const count = async () => (await t.database.db.selectFrom('streams').select('id').execute()).length;
    const before = await count();
    const missing = await call('POST', '/admin/streams', { ...stream, team_name: '  ' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: 'Veuillez remplir tous les champs obligatoires',
      code: 'request.invalid',
    });
    const badUrl = await call('POST', '/admin/streams', { ...stream, stream_url: 'javascript:alert(1)' });
    expect(await badUrl.json()).toEqual({
      error: "L'URL de la vidéo doit être une adresse http(s) valide",
      code: 'request.invalid',
    });
    expect(await count()).toBe(before);
  });

  it('never answers 500 and never stores an invalid stream, whatever the body', async () => {
    const before = (await t.database.db.selectFrom('streams').select('id').execute()).length;
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            team_number: fc.oneof(fc.string(), fc.constantFrom('1', '007', '12345'), fc.integer()),
            team_name: fc.oneof(fc.string(), fc.string({ minLength: 101, maxLength: 120 })),
            stream_url: fc.oneof(fc.webUrl(), fc.string(), fc.constant('ftp://x.org/a')),
            status: fc.oneof(fc.constantFrom('inactive', 'live', 'replay'), fc.string()),
            is_active: fc.oneof(fc.boolean(), fc.string()),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const response = await call('POST', '/admin/streams', body);
          expect([201, 400]).toContain(response.status);
          if (response.status === 201) stored += 1;
        },
      ),
      { numRuns: 60 },
    );
    expect((await t.database.db.selectFrom('streams').select('id').execute()).length).toBe(before + stored);
  });
});

describe('messages', () => {
  async function postMessage(name: string): Promise<number> {
    await t.api.post('/api/messages', {
      name,
      email: 'ana@example.org',
      message: '<img src=x onerror=alert(1)>',
    });
    const row = await t.database.db
      .selectFrom('messages')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('lists the messages newest first as typed, with the stats', async () => {
    await postMessage('Ana');
    await postMessage('Bruno');
    const list = (await (await call('GET', '/admin/messages')).json()) as { name: string; message: string }[];
    expect(list.slice(0, 2).map((row) => row.name)).toEqual(['Bruno', 'Ana']);
    expect(list[0]?.message).toBe('<img src=x onerror=alert(1)>');
    const stats = await (await call('GET', '/admin/messages/stats')).json();
    expect(stats).toMatchObject({
      total: list.length,
      new_count: list.length,
      read_count: 0,
      replied_count: 0,
    });
  });

  it('moves a message forward only: new, read, replied', async () => {
    const id = await postMessage('Chloé');
    const status = (value: string) => call('PATCH', `/admin/messages/${id}/status`, { status: value });
    expect((await status('read')).status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'message_status_changed',
      details: { from: 'new', to: 'read' },
    });
    expect((await status('read')).status).toBe(200);
    expect((await status('replied')).status).toBe(200);
    const back = await status('new');
    expect(back.status).toBe(409);
    expect(await back.json()).toEqual({
      error: "Le statut d'un message ne peut pas revenir en arrière",
      code: 'request.conflict',
    });
    const invalid = await status('archived');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: 'Le statut doit être new, read ou replied',
      code: 'request.invalid',
    });
    expect((await call('PATCH', '/admin/messages/99999/status', { status: 'read' })).status).toBe(404);
  });

  it('deletes a message and audits it', async () => {
    const id = await postMessage('Dimitri');
    expect((await call('DELETE', `/admin/messages/${id}`)).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'message_deleted', target: `message ${id}` });
    expect((await call('DELETE', `/admin/messages/${id}`)).status).toBe(404);
  });

  it('accepts a script with the password header instead of a session', async () => {
    const response = await call('GET', '/admin/messages/stats', undefined, { 'x-admin-password': PASSWORD });
    expect(response.status).toBe(200);
  });
});
