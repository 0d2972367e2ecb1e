import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BusKeys, busKeys, publishFrame } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIVE_SHARED_CACHE } from '../../../services/api/src/http/shared-cache.ts';
import { languageAlternatesOf } from '../../../web/server/page-language.ts';
import { contentSecurityPolicy } from '../../../web/server/security-headers.ts';
import { LANGUAGES, pageShellOf } from '../../../web/src/i18n/languages.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, liveFrameAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { type StartedNginx, startNginx } from '../../support/nginx.ts';
import { PAGE_LANGUAGE_CASES } from '../../support/page-language-cases.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from '../api/start-api.ts';

/**
 * The production proxy (deploy/nginx) in front of two API processes: what it caches and how long, what it
 * never caches, and the site's files with the headers the Node site server gives them.
 */

const SESSION = 'lemans-2025-race';
const HOUR_MS = 3_600_000;

let database: TestDatabase;
let redis: TestRedis;
let keys: BusKeys;
let apis: StartedApi[] = [];
let proxy: StartedNginx;
let site: string;
let frame: LiveFrame;

beforeAll(async () => {
  const recording = await readRecording2025();
  database = await createTestDatabase();
  redis = createTestRedis();
  keys = busKeys(redis.prefix);
  await seedSession(database.db, SESSION, feedSnapshotAt(recording, 12 * HOUR_MS));
  frame = liveFrameAt(recording, 12 * HOUR_MS, SESSION);
  const data = JSON.stringify(frame);
  await publishFrame(
    redis.connect('client'),
    keys,
    { type: 'live-update', session: SESSION, current: true, data },
    100,
  );
  const options = {
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  };
  apis = [await startApi(options), await startApi(options)];
  // A built site in miniature: a page and a hashed asset, with its precompressed copy.
  site = await mkdtemp(join(tmpdir(), 'lemans-site-'));
  await mkdir(join(site, 'assets'));
  // A page shell per language, as the build writes them.
  for (const { code } of LANGUAGES) {
    await writeFile(
      join(site, pageShellOf(code)),
      `<!doctype html><html lang="${code}"><title>Le Mans live</title></html>`,
    );
  }
  await writeFile(join(site, 'assets', 'index-Ab12Cd34.js'), 'console.log("Le Mans live");');
  await writeFile(join(site, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  proxy = await startNginx({
    siteRoot: site,
    api: apis.map((api) => new URL(api.url).host),
    realtime: ['127.0.0.1:9'],
  });
});

afterAll(async () => {
  await proxy?.stop();
  for (const api of apis) await api.close();
  await rm(site, { recursive: true, force: true });
  await redis?.cleanup();
  await database?.drop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${proxy.url}${path}`, { headers });

/** A page asked for under another Host than the proxy's address, which fetch does not let a caller set. */
function getWithHost(
  path: string,
  host: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${proxy.url}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the proxy in front of the API', () => {
  it('answers /api/live from its cache within the second, then refreshes it', async () => {
    // A query of its own: another test's requests cannot have filled its entry.
    const path = `/api/live?sessionId=${SESSION}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe(LIVE_SHARED_CACHE);
    expect(await first.json()).toEqual(JSON.parse(JSON.stringify(frame)));
    const again = await get(path);
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));

    // Past s-maxage (nginx counts in whole seconds) and within stale-while-revalidate: the stale copy at
    // once while one request refreshes it, then the fresh one from the cache again.
    await expect
      .poll(async () => (await get(path)).headers.get('x-cache-status'), { timeout: 3000, interval: 100 })
      .toMatch(/^(STALE|UPDATING|EXPIRED|REVALIDATED)$/);
    await expect.poll(async () => (await get(path)).headers.get('x-cache-status')).toBe('HIT');
  });

  it('keeps a variant per coding, and a browser holding the body gets a 304', async () => {
    const path = '/api/live';
    const gzip = await get(path, { 'accept-encoding': 'gzip' });
    const plain = await get(path, { 'accept-encoding': 'identity' });
    expect(gzip.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const held = await get(path, {
      'accept-encoding': 'identity',
      'if-none-match': plain.headers.get('etag') ?? '',
    });
    expect(held.status).toBe(304);
  });

  it('never caches what is not public: errors, the admin area, the health checks', async () => {
    for (const path of ['/api/live?sessionId=inconnue', '/api/admin/sessions', '/api/health']) {
      await get(path);
      const second = await get(path);
      expect(second.headers.get('x-cache-status'), path).not.toBe('HIT');
    }
  });

  it("never serves the API's figures: /metrics and /api/metrics are nothing", async () => {
    const page = await get('/metrics');
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('# HELP');
    const underApi = await get('/api/metrics');
    expect(underApi.status).toBe(404);
    expect(await underApi.text()).not.toContain('# HELP');
    // The API itself serves them, on its own port.
    expect(await (await fetch(`${apis[0]?.url}/metrics`)).text()).toContain('# HELP lemans_');
  });

  it('counts limits per visitor: the address it saw, not one a visitor wrote', async () => {
    const response = await get('/api/live', { 'x-forwarded-for': '203.0.113.7' });
    expect(response.status).toBe(200);
  });
});

describe('the proxy serving the site', () => {
  it('gives every route of the single-page app its page, with the policy of the Node site server', async () => {
    for (const path of ['/', '/live/classement', '/equipes/16']) {
      const page = await getWithHost(path, 'lemans.example.org:8080');
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<title>Le Mans live</title>');
      expect(page.headers['content-security-policy'], path).toBe(
        contentSecurityPolicy('lemans.example.org:8080'),
      );
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const odd = await getWithHost('/', 'evil.example.org;script-src');
    expect(String(odd.headers['content-security-policy'] ?? '')).not.toContain('evil');
  });

  it('gives a page in the language the Node site server would, and names its other languages', async () => {
    for (const { search, headers, language } of PAGE_LANGUAGE_CASES) {
      const page = await get(`/live/classement${search}`, headers);
      const asked = JSON.stringify({ search, headers });
      expect(await page.text(), asked).toContain(`<html lang="${language}">`);
      expect(page.headers.get('content-language'), asked).toBe(language);
      expect(page.headers.get('vary'), asked).toMatch(/Accept-Language, Cookie/);
    }
    const page = await get('/live/classement?lang=en');
    expect(page.headers.get('link')).toBe(languageAlternatesOf('/live/classement'));
    // A file beside the pages is the same for everyone: a cache (the offline shell's) keeps one copy.
    const file = await get('/favicon.svg', { 'accept-language': 'ja' });
    expect(file.status).toBe(200);
    expect(file.headers.get('vary') ?? '').not.toMatch(/Cookie|Accept-Language/);
    expect(file.headers.get('content-language')).toBeNull();
    expect(file.headers.get('link')).toBeNull();
  });

  it('keeps the hashed files a year, and a missing one is a 404, not the page', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/absent.js')).status).toBe(404);
  });
});
