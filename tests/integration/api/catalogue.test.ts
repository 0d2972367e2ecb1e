import { busKeys } from '@lemans/bus';
import { createLogger } from '@lemans/platform';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CatalogueSync } from '../../../services/ingest/src/sync/catalogue-sync.ts';
import { catalogueBaseUrl } from '../../../services/ingest/src/sync/fetch-catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import { type StartedApi, startApi } from './start-api.ts';

/** GET /api/entries, /entries/:id, /categories, /program and /news, before and after a catalogue sync. */

const ENTRY_FIELDS = [
  'brand_name',
  'car_name',
  'category_color',
  'category_id',
  'category_label',
  'drivers',
  'engine',
  'id',
  'number',
  'subclass',
  'team_country',
  'team_name',
  'tyres',
];

let database: TestDatabase;
let redis: TestRedis;
let feed: StartedFeed;
let api: StartedApi;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  feed = await startFeed();
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
});
afterAll(async () => {
  await api?.close();
  await feed?.close();
  await redis.cleanup();
  await database.drop();
});

async function json<T>(path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe('before the first sync', () => {
  it('has empty lists and an empty programme', async () => {
    expect(await json('/api/entries')).toEqual([]);
    expect(await json('/api/categories')).toEqual([]);
    expect(await json('/api/program')).toEqual({});
    expect(await json('/api/news')).toEqual([]);
  });
});

describe('after a sync and a session', () => {
  beforeAll(async () => {
    await new CatalogueSync({
      db: database.db,
      redis: redis.connect('client'),
      keys: busKeys(redis.prefix),
      redisPrefix: redis.prefix,
      streamMaxLength: 100,
      catalogueUrl: catalogueBaseUrl(feed.url),
      timeoutMs: 2000,
      cooldownMs: 60_000,
      logger: createLogger('api-catalogue-test', 'silent'),
    }).run();
    // The timing showed every catalogue car, and two it does not list: one of them without a category.
    const snapshot = feedSnapshotAt(await readRecording2025(), 3_600_000);
    await seedSession(database.db, 'race', snapshot);
    const drivers = [
      { driverId: 901, number: 2, firstName: 'Zoé', lastName: 'Martin', country: 'FR' },
      { driverId: 900, number: 1, firstName: 'Léa', lastName: 'Durand', country: 'BE' },
    ];
    await database.db
      .insertInto('entries')
      .values([
        {
          session_id: 'race',
          number: '999',
          entry_id: 9999,
          team: 'Équipe invitée',
          car: 'Prototype',
          brand: 'Inconnue',
          category: '',
          nationality: 'FR',
          tyre: 'Michelin',
          drivers: JSON.stringify(drivers),
        },
        {
          session_id: 'race',
          number: '42',
          entry_id: 7777,
          team: 'Équipe LMP2',
          car: 'Oreca 07',
          brand: 'Oreca',
          category: 'LMP2',
          nationality: '',
          tyre: 'Goodyear',
          drivers: '[]',
        },
      ])
      .execute();
  });

  it('lists the catalogue entries and the cars only the timing saw, by category then number', async () => {
    const entries = await json<Record<string, unknown>[]>('/api/entries');
    expect(entries).toHaveLength(64);
    for (const entry of entries) expect(Object.keys(entry).sort()).toEqual(ENTRY_FIELDS);
    expect(entries.filter((entry) => entry.number === '83')).toHaveLength(1);
    const labels = entries.map((entry) => entry.category_label);
    expect([...new Set(labels)]).toEqual(['Hypercar', 'LMP2', 'LMGT3', 'Autre']);
    expect(entries.find((entry) => entry.number === '83')).toMatchObject({
      team_name: 'AF Corse',
      car_name: 'Ferrari 499P',
      category_label: 'Hypercar',
      category_id: 4167,
      category_color: '#DC2626',
    });
    expect(entries.at(-1)).toEqual({
      id: 9999,
      team_name: 'Équipe invitée',
      brand_name: 'Inconnue',
      car_name: 'Prototype',
      number: '999',
      category_label: 'Autre',
      category_id: null,
      category_color: '#6B7280',
      subclass: null,
      tyres: 'Michelin',
      engine: '',
      team_country: 'FR',
      drivers: [
        { id: 900, firstname: 'Léa', lastname: 'Durand', country: 'BE', driver_position: 1 },
        { id: 901, firstname: 'Zoé', lastname: 'Martin', country: 'FR', driver_position: 2 },
      ],
    });
    expect(entries.find((entry) => entry.number === '42')).toMatchObject({
      category_label: 'LMP2',
      category_id: 3,
      category_color: '#2563EB',
    });
  });

  it('gives one entry by id, from the catalogue or from the timing', async () => {
    const entries = await json<{ id: number; number: string }[]>('/api/entries');
    const ferrari = entries.find((entry) => entry.number === '83');
    expect(await json(`/api/entries/${ferrari?.id}`)).toEqual(entries.find((entry) => entry.number === '83'));
    expect(await json('/api/entries/9999')).toMatchObject({ number: '999', category_label: 'Autre' });
  });

  it('answers 404 for an unknown entry and 400 for a malformed id', async () => {
    const unknown = await api.get('/api/entries/123456');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Engagement introuvable', code: 'request.not_found' });
    for (const id of ['abc', '0', '-1', '1.5', '12345678901', '%20', '1e3']) {
      const response = await api.get(`/api/entries/${id}`);
      expect(response.status, id).toBe(400);
      expect(await response.json()).toEqual({
        error: "Identifiant d'engagement invalide",
        code: 'request.invalid',
      });
    }
  });

  it('lists the categories in picker order', async () => {
    expect(await json('/api/categories')).toEqual([
      { id: 4167, name: 'HYPERCAR', label: 'Hypercar', color: '#DC2626' },
      { id: 3, name: 'LMP2', label: 'LMP2', color: '#2563EB' },
      { id: 4183, name: 'LMGT3', label: 'LMGT3', color: '#16A34A' },
    ]);
  });

  it('gives the programme keyed by day, in order, with local date-times as the organiser wrote them', async () => {
    const program = await json<Record<string, Record<string, unknown>[]>>('/api/program');
    expect(Object.keys(program)).toEqual([
      '2025-06-06',
      '2025-06-07',
      '2025-06-08',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
      '2025-06-12',
      '2025-06-13',
      '2025-06-14',
      '2025-06-15',
    ]);
    for (const [day, events] of Object.entries(program)) {
      const starts = events.map((event) => Date.parse(event.start_datetime as string));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const event of events) {
        expect(Object.keys(event).sort()).toEqual([
          'category',
          'description',
          'end_datetime',
          'id',
          'start_datetime',
          'title',
        ]);
        expect(event.start_datetime).toMatch(new RegExp(`^${day}T\\d{2}:\\d{2}:\\d{2}\\+02:00$`));
      }
    }
    expect(program['2025-06-14']).toContainEqual(
      expect.objectContaining({
        start_datetime: '2025-06-14T16:00:00+02:00',
        end_datetime: '2025-06-15T16:00:00+02:00',
        category: '24 Heures du Mans',
      }),
    );
  });

  it('gives the news newest first, sanitised, in the fields the pages read', async () => {
    const news = await json<Record<string, unknown>[]>('/api/news');
    expect(news).toHaveLength(14);
    const times = news.map((item) => Date.parse(item.published_at as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(news[0]).toEqual({
      id: 1,
      title: 'La Ferrari n°50 disqualifiée après les vérifications techniques',
      content: expect.stringContaining('<strong>Ferrari 499P n°50</strong>'),
      excerpt: expect.any(String),
      category: 'Hypercar',
      type: 'alert',
      urgent: true,
      author: 'Direction de course',
      published_at: '2025-06-15T21:30:00+02:00',
      url: 'https://www.24h-lemans.com/fr/actualites',
      image_url: null,
    });
    expect(news.map((item) => item.content).join('')).not.toContain('<sup>');
  });

  it('serves the bodies with a strong ETag, 304 when the client holds them', async () => {
    for (const path of ['/api/entries', '/api/categories', '/api/program', '/api/news']) {
      const first = await api.get(path);
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      // Reloaded by the pages after a sync's notice: a shared cache's older copy would stay there.
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await api.get(path, { 'if-none-match': etag ?? '' });
      expect(again.status, path).toBe(304);
    }
  });
});
