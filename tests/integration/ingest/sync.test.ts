import { busKeys, type FrameEntry, lastFrameId, readFramesAfter } from '@lemans/bus';
import { createLogger } from '@lemans/platform';
import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueSync } from '../../../services/ingest/src/sync/catalogue-sync.ts';
import { catalogueBaseUrl } from '../../../services/ingest/src/sync/fetch-catalogue.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import { type CatalogueServer, feedCatalogue, startCatalogueServer } from './catalogue-server.ts';

/** The catalogue sync against the feed, then against a catalogue the tests change and break. */

const logger = createLogger('sync-test', 'silent');
let database: TestDatabase;
let redis: TestRedis;
let publisher: Redis;
let feed: StartedFeed;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  publisher = redis.connect('client');
  feed = await startFeed();
});
afterAll(async () => {
  await feed?.close();
  await redis.cleanup();
  await database.drop();
});

function syncOf(catalogueUrl: string, overrides: { redis?: Redis } = {}) {
  return new CatalogueSync({
    db: database.db,
    redis: overrides.redis ?? publisher,
    keys: busKeys(redis.prefix),
    redisPrefix: redis.prefix,
    streamMaxLength: 100,
    catalogueUrl,
    timeoutMs: 2000,
    cooldownMs: 60_000,
    logger,
  });
}

/** Runs `action` and gives the frames it published. */
async function framesOf(action: () => Promise<unknown>): Promise<FrameEntry[]> {
  const keys = busKeys(redis.prefix);
  const before = (await lastFrameId(publisher, keys)) ?? '0-0';
  await action();
  return readFramesAfter(publisher, keys, before, 100);
}

const count = async (table: 'catalogue_entries' | 'categories' | 'program_events' | 'news') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a sync from the feed', () => {
  it('derives the catalogue address from the live document address', () => {
    expect(catalogueBaseUrl('http://127.0.0.1:4010/live/WEC/data.json?x=1')).toBe(
      'http://127.0.0.1:4010/catalogue',
    );
  });

  it('stores the four documents and announces each of them, then the end of the sync', async () => {
    const sync = syncOf(catalogueBaseUrl(`${feed.url}/live/WEC/data.json`));
    const frames = await framesOf(() => sync.run());
    expect(frames.map((frame) => frame.type)).toEqual([
      'program-update',
      'news-update',
      'alerts-update',
      'sync-complete',
    ]);
    expect(frames.every((frame) => frame.session === '' && !frame.current)).toBe(true);
    const complete = JSON.parse(frames[3]?.data ?? '{}');
    expect(complete).toMatchObject({
      changed: ['entries', 'categories', 'program', 'news', 'alerts'],
      entries: 62,
      categories: 3,
      news: 14,
    });
    expect(await count('catalogue_entries')).toBe(62);
    expect(await count('categories')).toBe(3);
    expect(await count('program_events')).toBe(complete.program_events);
    expect(await count('news')).toBe(14);
    const pttl = await redis.client.pttl('sync:cooldown');
    expect(pttl).toBeGreaterThan(55_000);
    expect(pttl).toBeLessThanOrEqual(60_000);
  });

  it('keeps what the organiser wrote, once sanitised', async () => {
    const event = await database.db
      .selectFrom('program_events')
      .selectAll()
      .where('start_datetime', '=', '2025-06-14T16:00:00+02:00')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ day: '2025-06-14', end_datetime: '2025-06-15T16:00:00+02:00' });
    expect(event.starts_at.toISOString()).toBe('2025-06-14T14:00:00.000Z');
    const fastest = await database.db
      .selectFrom('news')
      .select('content')
      .where('id', '=', 6)
      .executeTakeFirstOrThrow();
    // The organiser's <sup> is not in the allowed list: its text stays, the tag goes.
    expect(fastest.content).toContain('Au 310e tour');
    expect(fastest.content).not.toContain('<sup>');
  });

  it('announces nothing but the end of the sync when nothing changed', async () => {
    const frames = await framesOf(() => syncOf(catalogueBaseUrl(feed.url)).run());
    expect(frames.map((frame) => frame.type)).toEqual(['sync-complete']);
    expect(JSON.parse(frames[0]?.data ?? '{}').changed).toEqual([]);
  });
});

describe('a sync of a changing catalogue', () => {
  let server: CatalogueServer;
  beforeAll(async () => {
    server = await startCatalogueServer();
    await syncOf(server.url).run();
  });
  afterAll(() => server.close());

  const news = () => server.documents.news as Record<string, unknown>[];

  it('announces a changed programme alone', async () => {
    const program = server.documents.program as Record<string, { title: string }[]>;
    const first = program['2025-06-06']?.[0];
    if (!first) throw new Error('programme sans 6 juin');
    first.title = 'Pesage (horaires modifiés)';
    const frames = await framesOf(() => syncOf(server.url).run());
    expect(frames.map((frame) => frame.type)).toEqual(['program-update', 'sync-complete']);
    const stored = await database.db
      .selectFrom('program_events')
      .select('title')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('Pesage (horaires modifiés)');
  });

  it('announces changed news, and the alerts only when an alert changed', async () => {
    const ordinary = news().find((item) => item.type === 'news');
    if (!ordinary) throw new Error('aucune actualité ordinaire');
    ordinary.title = 'Titre corrigé';
    expect((await framesOf(() => syncOf(server.url).run())).map((frame) => frame.type)).toEqual([
      'news-update',
      'sync-complete',
    ]);
    news().unshift({
      id: 99,
      title: 'Drapeau rouge',
      content: '<p>Course interrompue.</p>',
      excerpt: 'Course interrompue.',
      category: 'Live',
      type: 'alert',
      urgent: true,
      author: 'Direction de course',
      published_at: '2025-06-15T22:00:00+02:00',
      url: 'https://www.24h-lemans.com/fr/actualites',
    });
    const frames = await framesOf(() => syncOf(server.url).run());
    expect(frames.map((frame) => frame.type)).toEqual(['news-update', 'alerts-update', 'sync-complete']);
    expect(JSON.parse(frames[1]?.data ?? '{}')).toMatchObject({ source: 'news' });
  });

  it('strips scripts, event handlers and javascript: links before storing', async () => {
    news().unshift({
      id: 100,
      title: 'Piégée',
      content:
        '<p>Bonjour<script>alert(1)</script><img src="x" onerror="alert(2)"></p>' +
        '<a href="javascript:alert(3)" onclick="alert(4)">lien</a> <a href="https://example.org/">ok</a>',
      excerpt: '',
      category: 'Actualités',
      type: 'news',
      urgent: false,
      author: 'Rédaction',
      published_at: '2025-06-15T22:30:00+02:00',
      url: 'https://www.24h-lemans.com/fr/actualites',
    });
    await syncOf(server.url).run();
    const stored = await database.db
      .selectFrom('news')
      .select(['content', 'excerpt'])
      .where('id', '=', 100)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(
      '<p>Bonjour</p><a rel="noopener noreferrer nofollow" target="_blank">lien</a> ' +
        '<a href="https://example.org/" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    expect(stored.content).not.toMatch(/script|onerror|onclick|javascript|<img/);
    // No excerpt given: one is made from the sanitised text.
    expect(stored.excerpt).toBe('Bonjour lien ok');
  });

  it('removes what the organiser no longer lists', async () => {
    const entries = server.documents.entries as { number: string }[];
    server.documents.entries = entries.filter((entry) => entry.number !== '83');
    await syncOf(server.url).run();
    expect(await count('catalogue_entries')).toBe(61);
    const left = await database.db
      .selectFrom('catalogue_entries')
      .select('id')
      .where('number', '=', '83')
      .execute();
    expect(left).toEqual([]);
  });

  it('announces on the next sync a change whose frames could not be published', async () => {
    const alert = news().find((item) => item.id === 99);
    if (!alert) throw new Error('alerte 99 absente');
    alert.title = 'Drapeau rouge : reprise à 23 h';
    const down = redis.connect('queue');
    down.disconnect();
    await expect(syncOf(server.url, { redis: down }).run()).rejects.toThrow();
    const stored = await database.db
      .selectFrom('news')
      .select('title')
      .where('id', '=', 99)
      .executeTakeFirstOrThrow();
    expect(stored.title).toBe('Drapeau rouge : reprise à 23 h');
    const frames = await framesOf(() => syncOf(server.url).run());
    expect(frames.map((frame) => frame.type)).toEqual(['news-update', 'alerts-update', 'sync-complete']);
  });

  it('refuses a malformed catalogue for good, in French, and keeps the stored one', async () => {
    const before = await count('news');
    server.documents.news = [...news(), { title: 'Sans identifiant', published_at: 'hier' }];
    const failure = syncOf(server.url).run();
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(failure).rejects.toThrow(/^Catalogue « news » invalide : 16\.id : /);
    server.documents.news = '[{"id": 1,';
    await expect(syncOf(server.url).run()).rejects.toThrow(
      "Catalogue « news » illisible : ce n'est pas du JSON",
    );
    expect(await count('news')).toBe(before);
  });

  it('gives a feed that answers 503 a plain error, for BullMQ to retry', async () => {
    server.documents.news = feedCatalogue().news;
    server.fail('categories', 503, 1);
    const failure = syncOf(server.url).run();
    await expect(failure).rejects.toThrow(/^Catalogue « categories » injoignable .*HTTP 503/);
    await expect(failure).rejects.not.toBeInstanceOf(UnrecoverableError);
    await expect(syncOf(server.url).run()).resolves.toMatchObject({ categories: 3 });
  });
});
