import { describe, expect, it } from 'vitest';
import { type RawAnswer, rawRequest, rawRequestUntilClosed } from '../../support/raw-http.ts';
import { apiUnderTest } from './api-under-test.ts';

/*
 * A body over its route's limit is refused without being read: from its Content-Length before any of it
 * comes, or, sent in chunks, as soon as it passes the limit; the connection is closed with the answer
 * rather than read to its end. Each request here sends its head (and a chunk at most) and never the rest:
 * an API that waited for the body would never answer.
 */

const PASSWORD = 'un mot de passe de test';
const t = apiUnderTest({ adminPassword: PASSWORD });

const MB = 1024 * 1024;
const port = () => Number(new URL(t.api.url).port);

/**
 * How long a test waits for the answer to a body of 26 MB sent whole: a fraction of a second alone, several
 * seconds on a busy machine, where the form reader takes its time through the bytes before refusing them.
 */
const TWENTY_SIX_MB_WAIT_MS = 30_000;

/** A request head promising a body of `length` bytes, none of which is sent. */
function promising(target: string, length: number, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ 'content-type': 'application/json', ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('')}Content-Length: ${length}\r\n\r\n`;
}

function json(answer: RawAnswer): unknown {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(answer.body);
}

describe('a body declared larger than its route takes', () => {
  it.each([
    [
      '/api/messages',
      17 * 1024,
      { success: false, error: 'Le message est trop volumineux', code: 'request.too_large' },
    ],
    [
      '/api/analytics',
      65 * 1024,
      { error: 'Le corps de la requête est trop volumineux', code: 'request.too_large' },
    ],
    [
      '/api/admin/login',
      5 * 1024,
      { error: 'Le corps de la requête est trop volumineux', code: 'request.too_large' },
    ],
  ])('POST %s of %i bytes is a 413 in French, and the connection is ended', async (target, length, body) => {
    const answer = await rawRequestUntilClosed(port(), promising(target, length));
    expect(answer.status).toBe(413);
    expect(json(answer)).toEqual(body);
  });

  it.each(['/api/admin/recordings', '/api/live', '/api/messages'])(
    'POST %s of 200 MB, more than any route takes, is refused before any route (or the admin guard) runs',
    async (target) => {
      const answer = await rawRequestUntilClosed(port(), promising(target, 200 * MB));
      expect(answer.status).toBe(413);
      expect(json(answer)).toEqual({
        error: 'Le corps de la requête est trop volumineux',
        code: 'request.too_large',
      });
    },
  );

  it('refuses a recording over 20 MB from its length, once the administrator is known', async () => {
    const admin = { 'x-admin-password': PASSWORD, 'content-type': 'text/csv' };
    const answer = await rawRequestUntilClosed(
      port(),
      promising('/api/admin/recordings?date=2025-06-14', 20 * MB + 1, admin),
    );
    expect(answer.status).toBe(413);
    expect(json(answer)).toEqual({
      error: 'Fichier trop volumineux : 20 Mo au maximum',
      code: 'request.too_large',
    });
  });

  it('lets a form bring both its files (25 MB), and no more', async () => {
    const form = { 'x-admin-password': PASSWORD, 'content-type': 'multipart/form-data; boundary=limite' };
    // 21 MB is within the form's limit: the API reads it, waiting for the parts that are promised.
    await expect(rawRequest(port(), promising('/api/admin/recordings', 21 * MB, form), 500)).rejects.toThrow(
      'aucune réponse',
    );
    const over = await rawRequestUntilClosed(
      port(),
      promising('/api/admin/recordings', 26 * MB, form),
      TWENTY_SIX_MB_WAIT_MS,
    );
    expect(over.status).toBe(413);
  });
});

describe('a body sent in chunks', () => {
  /** A request head with a chunked body, its first chunk of `size` bytes, and no last chunk. */
  function chunked(target: string, size: number, headers = 'Content-Type: application/json\r\n'): Buffer {
    return Buffer.concat([
      Buffer.from(
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}` +
          `Transfer-Encoding: chunked\r\n\r\n${size.toString(16)}\r\n`,
      ),
      Buffer.alloc(size, ' '),
      Buffer.from('\r\n'),
    ]);
  }

  it('is refused as soon as it passes the limit, without waiting for its end', async () => {
    const answer = await rawRequestUntilClosed(port(), chunked('/api/messages', 17 * 1024));
    expect(answer.status).toBe(413);
    expect(json(answer)).toEqual({
      success: false,
      error: 'Le message est trop volumineux',
      code: 'request.too_large',
    });
  });

  it('as a form, is refused once it passes what both files take, wherever its bytes are', async () => {
    // Spaces before the first boundary: a preamble the form reader skips, and no file limit counts.
    const headers = `X-Admin-Password: ${PASSWORD}\r\nContent-Type: multipart/form-data; boundary=limite\r\n`;
    const answer = await rawRequestUntilClosed(
      port(),
      chunked('/api/admin/recordings', 26 * MB, headers),
      TWENTY_SIX_MB_WAIT_MS,
    );
    expect(answer.status).toBe(413);
    expect(json(answer)).toEqual({
      error: 'Fichier trop volumineux : 20 Mo au maximum',
      code: 'request.too_large',
    });
  });

  it('within the limit, is read on until its end', async () => {
    await expect(rawRequest(port(), chunked('/api/messages', 15 * 1024), 500)).rejects.toThrow(
      'aucune réponse',
    );
  });
});

describe('after a refusal', () => {
  it('the API keeps serving', async () => {
    await rawRequestUntilClosed(port(), promising('/api/messages', 200 * MB));
    expect((await t.api.get('/api/health')).status).toBe(200);
  });
});
