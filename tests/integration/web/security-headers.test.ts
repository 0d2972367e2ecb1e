import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../../support/raw-http.ts';
import { type StartedSite, startSite } from './site-harness.ts';

/*
 * The headers that keep the pages from being framed, sniffed or made to run scripts from elsewhere
 * (see README, "Security headers"). The browser test checks that the built site lives within them.
 */

let site: StartedSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

/** The directives of a Content-Security-Policy, each with its sources. */
function directivesOf(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers of the site server', () => {
  it.each(['/', '/index.html', '/live/classement', '/admin/streams'])(
    'a page (%s) gets the content security policy and may not be framed',
    async (path) => {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const policy = directivesOf(response.headers.get('content-security-policy'));
      const host = new URL(site.url).host;
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']?.[0]).toBe("'self'");
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(policy['script-src']).not.toContain("'unsafe-eval'");
      expect(policy['style-src']?.[0]).toBe("'self'");
      expect(policy['style-src']).not.toContain("'unsafe-inline'");
      expect(policy['connect-src']).toEqual(
        expect.arrayContaining(["'self'", `ws://${host}`, `wss://${host}`]),
      );
      expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
      expect(policy['frame-src']).toEqual(['https:']);
      // The site's service worker and manifest, and nothing from elsewhere.
      expect(policy['worker-src']).toEqual(["'self'"]);
      expect(policy['manifest-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('keeps a Host that is no host name out of the policy', async () => {
    const answer = await rawRequest(
      site.port,
      'GET / HTTP/1.1\r\nHost: x; script-src *\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
    const policy = directivesOf(answer.headers['content-security-policy'] ?? null);
    expect(policy['script-src']).not.toContain('*');
    expect(policy['connect-src']?.some((source) => source.startsWith('ws'))).toBe(false);
  });

  it.each([
    ['/assets/app-1234.js', 200],
    ['/assets/absent.js', 404],
    ['/assets/app-1234.js.map', 404],
    ['/%ff', 400],
  ])('%s (%i) is never sniffed for another type', async (path, status) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
