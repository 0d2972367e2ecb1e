import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { busKeys, publishFrame } from '@lemans/bus';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, liveFrameAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { renderMainConfig, type StartedNginx, startNginx } from '../../support/nginx.ts';
import { rawRequest } from '../../support/raw-http.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from '../api/start-api.ts';

/**
 * The production proxy (deploy/nginx) when things go wrong: methods it never serves, and the API down, with
 * and without a copy of the answer asked for.
 */

const SESSION = 'lemans-2025-race';
const MAIN = fileURLToPath(new URL('../../../deploy/nginx/nginx.conf', import.meta.url));

let database: TestDatabase;
let redis: TestRedis;
let api: StartedApi | null = null;
let proxy: StartedNginx;
let site: string;

beforeAll(async () => {
  const recording = await readRecording2025();
  database = await createTestDatabase();
  redis = createTestRedis();
  await seedSession(database.db, SESSION, feedSnapshotAt(recording, 3_600_000));
  const data = JSON.stringify(liveFrameAt(recording, 3_600_000, SESSION));
  await publishFrame(
    redis.connect('client'),
    busKeys(redis.prefix),
    { type: 'live-update', session: SESSION, current: true, data },
    100,
  );
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
  site = await mkdtemp(join(tmpdir(), 'lemans-site-'));
  await writeFile(
    join(site, 'index.html'),
    '<!doctype html><html lang="fr"><title>Le Mans live</title></html>',
  );
  proxy = await startNginx({ siteRoot: site, api: [new URL(api.url).host], realtime: ['127.0.0.1:9'] });
});

afterAll(async () => {
  await proxy?.stop();
  await api?.close();
  await rm(site, { recursive: true, force: true });
  await redis?.cleanup();
  await database?.drop();
});

const request = (method: string, path: string) =>
  rawRequest(proxy.port, `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

describe('the shipped nginx configuration', () => {
  it('is run by the tests as it ships: only its paths and user change', async () => {
    const shipped = await readFile(MAIN, 'utf8');
    const rendered = renderMainConfig(shipped, {
      dir: '/tmp/x',
      errorLog: '/tmp/x/e.log',
      sitePath: '/tmp/x/s',
    });
    const tuning = (text: string) =>
      text.split('\n').filter((line) => /^\s*(worker_|multi_accept|keepalive_|sendfile|tcp_)/.test(line));
    expect(tuning(rendered)).toEqual(tuning(shipped));
    expect(tuning(shipped).length).toBeGreaterThanOrEqual(6);
    expect(rendered).not.toContain('/var/');
    expect(rendered).toContain('include /tmp/x/s;');
  });

  it('refuses the methods the site never serves, saying which it does', async () => {
    for (const [method, path] of [
      ['TRACE', '/'],
      ['TRACE', '/api/live'],
      ['TRACK', '/live/classement'],
    ] as const) {
      const answer = await request(method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toContain('GET');
      expect(answer.body).not.toContain('nginx');
    }
    expect((await request('GET', '/')).status).toBe(200);
  });
});

describe('the proxy in front of the API', () => {
  it('refuses a body larger than any the API reads from its declared length, in the API’s words', async () => {
    const answer = await rawRequest(
      proxy.port,
      'POST /api/admin/recordings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/csv\r\n' +
        `Content-Length: ${200 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Le corps de la requête est trop volumineux' });
  });
});

describe('the proxy with the API down', () => {
  it('serves the last copy of a public answer, and the API’s JSON error where it holds none', async () => {
    const live = await fetch(`${proxy.url}/api/live`);
    expect(live.status).toBe(200);
    const body = await live.text();

    await api?.close();
    api = null;
    // Fresh for s-maxage=1, then served STALE: past its freshness, only the API down explains a copy served.
    const served = async () => {
      const answer = await fetch(`${proxy.url}/api/live`);
      return {
        status: answer.status,
        cache: answer.headers.get('x-cache-status'),
        body: await answer.text(),
      };
    };
    await expect.poll(async () => (await served()).cache, { timeout: 30_000 }).toBe('STALE');
    expect(await served()).toEqual({ status: 200, cache: 'STALE', body });

    const never = await fetch(`${proxy.url}/api/weather`);
    expect(never.status).toBe(502);
    expect(never.headers.get('content-type')).toMatch(/^application\/json/);
    expect(never.headers.get('x-content-type-options')).toBe('nosniff');
    expect(never.headers.get('cache-control')).toBe('no-store');
    expect(await never.json()).toEqual({ error: 'Service momentanément indisponible' });
  });
});
