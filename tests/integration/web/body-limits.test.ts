import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequestUntilClosed } from '../../support/raw-http.ts';
import { apiUnderTest } from '../api/api-under-test.ts';
import { type StartedSite, startSite } from './site-harness.ts';

/*
 * The site server passes bodies on to the API as they come and holds none: the API's refusal of a body
 * over its limit reaches the visitor as the API gave it, whether the visitor sent the body or only promised
 * it, and the site keeps serving.
 */

const t = apiUnderTest();
let site: StartedSite;
beforeAll(async () => {
  site = await startSite({ apiUrl: t.api.url });
});
afterAll(() => site?.close());

const TOO_LARGE = { success: false, error: 'Le message est trop volumineux', code: 'request.too_large' };

describe('a body too large, through the site server', () => {
  it('promised by its Content-Length alone gets the API’s 413 at once, and the connection ends', async () => {
    const answer = await rawRequestUntilClosed(
      site.port,
      'POST /api/messages HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 20000\r\n\r\n',
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  it('still being sent when the API refuses it gets the 413, not a 502 nor a reset', async () => {
    const cases = [
      [1024 * 1024, TOO_LARGE],
      // More than any route of the API takes: refused before the route, in the API's common words.
      [30 * 1024 * 1024, { error: 'Le corps de la requête est trop volumineux', code: 'request.too_large' }],
    ] as const;
    for (const [size, refusal] of cases) {
      const response = await fetch(`${site.url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.alloc(size, ' '),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(refusal);
    }
    expect((await fetch(`${site.url}/api/health`)).status).toBe(200);
  });
});
