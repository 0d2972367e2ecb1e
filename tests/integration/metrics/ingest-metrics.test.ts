import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@lemans/platform';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ourFeedAt } from '../../../scripts/start/services.ts';
import { readIngestConfig } from '../../../services/ingest/src/config.ts';
import { IngestMetrics } from '../../../services/ingest/src/metrics/ingest-metrics.ts';
import { FeedPoller } from '../../../services/ingest/src/poll/feed-poller.ts';
import { type StartedIngest, startIngest } from '../../../services/ingest/src/start-ingest.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { FEED_CONTROL_SECRET } from '../../support/feed-control.ts';
import { type Families, parsePrometheusText, sampleSum, scrape } from '../../support/prometheus-text.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';

/*
 * Ingest's /metrics, on INGEST_PORT, as main.ts starts it polling our feed: the polls, the appends, the
 * publications and the delay from a document to its frame move with each new document; and the feed's own
 * /metrics counts the requests it served.
 */

const logger = createLogger('ingest-metrics-test', 'silent');
let database: TestDatabase;
let redis: TestRedis;
let feed: StartedFeed;
let ingest: StartedIngest;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  feed = await startFeed();
  const config = readIngestConfig({
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: redis.prefix,
    ...ourFeedAt(feed.url),
    FEED_CONTROL_SECRET,
    POLL_INTERVAL_MS: '200',
    INGEST_PORT: '0',
  });
  ingest = await startIngest(config, { logger });
}, 60_000);

afterAll(async () => {
  await ingest?.close();
  await feed?.close();
  await redis?.cleanup();
  await database?.drop();
});

const figures = (families: Families) => ({
  changed: sampleSum(families, 'lemans_ingest_polls_total', { outcome: 'changed' }),
  appends: sampleSum(families, 'lemans_ingest_postgres_append_seconds_count'),
  events: sampleSum(families, 'lemans_ingest_events_appended_total'),
  publications: sampleSum(families, 'lemans_ingest_redis_publish_seconds_count'),
  frames: sampleSum(families, 'lemans_ingest_change_to_frame_seconds_count'),
});

/** The figures once so many frames have reached Redis (the feed's clock only moves when the test says). */
async function afterFrames(count: number) {
  await expect.poll(async () => figures(await scrape(ingest.url)).frames, { timeout: 20_000 }).toBe(count);
  return figures(await scrape(ingest.url));
}

describe('the ingest figures', () => {
  it('move with each new document: a poll, an append, its events, a publication and its delay', async () => {
    const first = await afterFrames(1);
    expect(first).toMatchObject({ changed: 1, appends: 1, publications: 1 });
    expect(first.events).toBeGreaterThan(0);

    // A minute of race later the document has changed.
    feed.advanceWallClock(60_000);
    const second = await afterFrames(2);
    expect(second).toMatchObject({ changed: 2, appends: 2, publications: 2 });
    expect(second.events).toBeGreaterThan(first.events);
    // The document stays as it is until the clock moves again: the next poll finds nothing new.
    await expect
      .poll(
        async () =>
          sampleSum(await scrape(ingest.url), 'lemans_ingest_polls_total', { outcome: 'unchanged' }),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    const families = await scrape(ingest.url);
    expect(sampleSum(families, 'process_cpu_seconds_total', { service: 'ingest' })).toBeGreaterThan(0);
  });

  it('answer a health check on the same port, and nothing else', async () => {
    const health = await fetch(`${ingest.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', last_poll: { status: expect.any(String) } });
    const elsewhere = await fetch(`${ingest.url}/api/live`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ error: 'Ressource introuvable : GET /api/live' });
  });

  it("count the feed's requests by route and status on the feed's own /metrics", async () => {
    const served = (families: Families, route: string, status_class: string) =>
      sampleSum(families, 'lemans_http_request_duration_seconds_count', {
        service: 'feed',
        route,
        status_class,
      });
    const before = await scrape(feed.url);
    // Ingest polled the document and synced the catalogue already.
    expect(served(before, '/live/WEC/data.json', '2xx')).toBeGreaterThan(0);
    await (await fetch(`${feed.url}/live/WEC/data.json`)).text();
    await (await fetch(`${feed.url}/nulle-part`)).text();
    const after = await scrape(feed.url);
    expect(served(after, '/live/WEC/data.json', '2xx')).toBeGreaterThan(
      served(before, '/live/WEC/data.json', '2xx'),
    );
    expect(served(after, 'other', '4xx') - served(before, 'other', '4xx')).toBe(1);
  });
});

describe('the feed errors', () => {
  let broken: Server;
  let answers: (() => [number, string])[] = [];
  beforeAll(async () => {
    broken = createServer((_req, res) => {
      const [status, body] = answers.shift()?.() ?? [500, ''];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => broken.close(() => resolve())));

  it('are counted by kind, each poll that met one counted in error', async () => {
    const metrics = new IngestMetrics();
    const poller = new FeedPoller({
      db: database.db,
      url: `http://127.0.0.1:${(broken.address() as AddressInfo).port}/live/WEC/data.json`,
      timeoutMs: 2000,
      publisher: { publish: async () => {} },
      logger,
      metrics,
    });
    answers = [() => [200, '{"params":'], () => [503, '{}'], () => [200, '{"params": {}}']];
    for (let n = 0; n < 3; n++) await poller.pollOnce();
    const families = parsePrometheusText(await metrics.registry.metrics());
    const errors = (kind: string) => sampleSum(families, 'lemans_ingest_feed_errors_total', { kind });
    expect(errors('malformed-json')).toBe(1);
    expect(errors('http-status')).toBe(1);
    expect(errors('invalid-snapshot')).toBe(1);
    expect(sampleSum(families, 'lemans_ingest_polls_total', { outcome: 'error' })).toBe(3);
    expect(sampleSum(families, 'lemans_ingest_polls_total', { outcome: 'changed' })).toBe(0);
  });
});
