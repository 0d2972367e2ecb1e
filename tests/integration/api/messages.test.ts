import { createDb, type Db } from '@lemans/platform';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

let database: TestDatabase;
let redis: TestRedis;
let api: StartedApi;
/* The API gets a pool of its own: 200 concurrent posts open all of its connections. */
let apiDb: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  apiDb = createDb(database.url, { applicationName: 'lemans-messages-test' });
  api = await startApi({
    db: apiDb,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
    // The property test below stores many valid messages: the site's ceiling is tested in limits.test.ts.
    limits: { messagesOverall: { points: 1_000_000, durationS: 600 } },
  });
});
afterAll(async () => {
  await api?.close();
  await apiDb?.destroy();
  await redis.cleanup();
  await database.drop();
});

/*
 * The test talks to the API from the loopback, as the site server does: X-Forwarded-For names the visitor,
 * so that each case has a rate-limit bucket of its own. The address the API counts (the last one) must be a
 * real one, whatever the number of visitors: the API refuses a proxy's header naming no readable address.
 */
let visitors = 0;
const visitor = () => {
  visitors += 1;
  return {
    'x-forwarded-for': `203.0.113.${visitors % 250}, 10.${Math.floor(visitors / 256) % 256}.${visitors % 256}.1`,
  };
};

const valid = {
  name: 'Ana Costa',
  email: 'ana@example.org',
  subject: 'Partage de lien stream',
  message: 'Le stream de la #83 : https://www.youtube.com/watch?v=abc',
};

const countMessages = async () =>
  Number(
    (
      await database.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/messages', () => {
  it('stores the message as typed, status new, with a hash of the address, and answers 201', async () => {
    const headers = visitor();
    const body = { ...valid, name: '  <img src=x onerror=alert(1)> ', message: '<script>x</script>\n& "ok"' };
    const response = await api.post('/api/messages', body, headers);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true });
    const row = await database.db
      .selectFrom('messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: '<img src=x onerror=alert(1)>',
      email: valid.email,
      subject: valid.subject,
      message: '<script>x</script>\n& "ok"',
      status: 'new',
    });
    expect(row.client_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.client_ip_hash).not.toContain('10.');
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it("defaults the subject to 'Nouveau message'", async () => {
    const response = await api.post('/api/messages', { ...valid, subject: '' }, visitor());
    expect(response.status).toBe(201);
    const row = await database.db
      .selectFrom('messages')
      .select('subject')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe('Nouveau message');
  });

  const missing = { error: 'Veuillez remplir tous les champs obligatoires', code: 'contact.missing_fields' };
  it.each([
    ['no name', { ...valid, name: ' ' }, missing],
    ['no email', { ...valid, email: undefined }, missing],
    ['no message', { ...valid, message: '\n\t' }, missing],
    ['no body', undefined, missing],
    [
      'a bad email',
      { ...valid, email: 'ana.example.org' },
      { error: 'Adresse e-mail invalide', code: 'contact.invalid_email' },
    ],
    [
      '1001 characters',
      { ...valid, message: 'x'.repeat(1001) },
      {
        error: 'Le message ne doit pas dépasser 1000 caractères',
        code: 'contact.message_too_long',
        max: 1000,
      },
    ],
    [
      'a long name',
      { ...valid, name: 'n'.repeat(101) },
      { error: 'Le nom ne doit pas dépasser 100 caractères', code: 'contact.name_too_long', max: 100 },
    ],
    [
      'a long subject',
      { ...valid, subject: 's'.repeat(121) },
      { error: "L'objet ne doit pas dépasser 120 caractères", code: 'contact.subject_too_long', max: 120 },
    ],
    [
      'a control character',
      { ...valid, message: 'a\u0000b' },
      { error: 'Le message contient des caractères non autorisés', code: 'contact.invalid_text' },
    ],
  ])('refuses %s with a 400 in French and its code, storing nothing', async (_case, body, refusal) => {
    const before = await countMessages();
    const response = await api.post('/api/messages', body, visitor());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, ...refusal });
    expect(await countMessages()).toBe(before);
  });

  it('refuses a body that is not JSON with the same answer shape', async () => {
    const response = await api.post('/api/messages', '{"name": ', visitor());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: "Le message n'a pas pu être lu (JSON invalide)",
      code: 'request.invalid_json',
    });
  });

  it('lets 5 messages per visitor through in 10 minutes, then answers 429 in French', async () => {
    const headers = visitor();
    for (let i = 0; i < 5; i++) {
      expect((await api.post('/api/messages', valid, headers)).status).toBe(201);
    }
    const before = await countMessages();
    const refused = await api.post('/api/messages', valid, headers);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      success: false,
      error: 'Trop de messages envoyés : réessayez dans 10 minutes.',
      code: 'contact.too_many',
      minutes: 10,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await countMessages()).toBe(before);
    // Another visitor is not affected.
    expect((await api.post('/api/messages', valid, visitor())).status).toBe(201);
  });

  it('never answers 500 and never stores an invalid record, whatever the body', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', '   ', 'ana@example.org', 'a@b', 'x'.repeat(1001), 'é'.repeat(1000), '\u0000'),
    );
    const field = fc.oneof(
      text,
      fc.constant(undefined),
      fc.constant(null),
      fc.integer(),
      fc.boolean(),
      fc.array(text),
    );
    const body = fc.oneof(
      fc.record({ name: field, email: field, subject: field, message: field }, { requiredKeys: [] }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await api.post('/api/messages', JSON.stringify(payload ?? null), visitor());
        expect([201, 400]).toContain(response.status);
        const answer = (await response.json()) as { success: boolean; error?: string };
        expect(answer.success).toBe(response.status === 201);
      }),
      { numRuns: 150 },
    );
    // Every stored row satisfies the rules, whatever was sent.
    const rows = await database.db.selectFrom('messages').selectAll().execute();
    for (const row of rows) {
      for (const value of [row.name, row.email, row.message, row.subject]) {
        expect(value.trim()).toBe(value);
        expect(value.length).toBeGreaterThan(0);
      }
      expect(row.message.length).toBeLessThanOrEqual(1000);
      expect(row.subject.length).toBeLessThanOrEqual(120);
      expect(row.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
      expect(row.status).toBe('new');
    }
  });

  it('loses none of 200 concurrent messages from distinct visitors', async () => {
    const before = await countMessages();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.post('/api/messages', { ...valid, message: `Message concurrent ${i}` }, visitor()),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    expect(await countMessages()).toBe(before + 200);
    const stored = await database.db
      .selectFrom('messages')
      .select('message')
      .where('message', 'like', 'Message concurrent %')
      .execute();
    expect(new Set(stored.map((row) => row.message)).size).toBe(200);
  });
});
