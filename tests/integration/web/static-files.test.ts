import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressSite } from '../../../web/server/precompress.ts';
import { APP_CSS, APP_JS, type StartedSite, startSite } from './site-harness.ts';

/*
 * The built files, each in the encoding the browser weighs highest among the versions the build wrote
 * (Accept-Encoding with its q-values), and 304 for a version the browser already holds (If-None-Match with
 * lists, weak validators and `*`).
 */

let site: StartedSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, since fetch asks for compression itself and decodes the answer. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  expect(encoding).toBeUndefined();
  return answer.body.toString('utf8');
}

const CSS = '/assets/app-1234.css';

describe('content encoding of the built files', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', undefined],
    ['identity', undefined],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['', undefined],
    ['identity;q=0, gzip;q=0, br;q=0', undefined],
  ])('Accept-Encoding "%s" gets %s', async (accepted, encoding) => {
    const answer = await get(CSS, accepted ? { 'accept-encoding': accepted } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decoded(answer)).toBe(APP_CSS);
  });

  it('serves a file the build left uncompressed as it is, whatever the browser takes', async () => {
    const answer = await get('/assets/app-1234.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe(APP_JS);
  });

  it('never serves the compressed versions at addresses of their own', async () => {
    expect((await get(`${CSS}.br`)).status).toBe(404);
    expect((await get(`${CSS}.gz`)).status).toBe(404);
  });
});

describe('conditional requests on the built files', () => {
  async function etagOf(accepted: string): Promise<string> {
    const etag = (await get(CSS, { 'accept-encoding': accepted })).headers.etag;
    expect(typeof etag).toBe('string');
    return etag as string;
  }

  it('gives each version its own validator', async () => {
    const etags = new Set([await etagOf('br'), await etagOf('gzip'), await etagOf('identity')]);
    expect(etags.size).toBe(3);
  });

  it.each([
    ['the validator itself', (etag: string) => etag],
    ['a list holding it', (etag: string) => `"a", ${etag}`],
    ['its weak form', (etag: string) => `W/${etag}`],
    ['*', () => '*'],
  ])('is a 304 for %s', async (_, ifNoneMatch) => {
    const etag = await etagOf('br');
    const answer = await get(CSS, { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch(etag) });
    expect(answer.status).toBe(304);
    expect(answer.headers.etag).toBe(etag);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it.each([
    ['another validator', () => '"a"'],
    ["another version's validator", async () => etagOf('gzip')],
  ])('is a 200 for %s', async (_, ifNoneMatch) => {
    const answer = await get(CSS, { 'accept-encoding': 'br', 'if-none-match': await ifNoneMatch() });
    expect(answer.status).toBe(200);
    expect(decoded(answer)).toBe(APP_CSS);
  });
});

describe('precompressing the built site', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'lemans-precompress-'));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('writes brotli and gzip beside each text file they shrink, and leaves images alone', async () => {
    await writeFile(join(dist, 'app.css'), APP_CSS);
    await writeFile(join(dist, 'tiny.js'), APP_JS);
    await writeFile(join(dist, 'photo.png'), Buffer.alloc(4096));
    await precompressSite(dist);
    expect((await readdir(dist)).sort()).toEqual([
      'app.css',
      'app.css.br',
      'app.css.gz',
      'photo.png',
      'tiny.js',
    ]);
  });
});
