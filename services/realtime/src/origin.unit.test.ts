import { describe, expect, it } from 'vitest';
import { isOriginAllowed, normalisedOrigin } from './origin.ts';

describe('normalisedOrigin', () => {
  it('writes an origin as browsers send it', () => {
    expect(normalisedOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(normalisedOrigin('HTTPS://Live.Example.FR/')).toBe('https://live.example.fr');
    expect(normalisedOrigin('http://localhost:80')).toBe('http://localhost');
  });

  it('refuses what is not a bare http(s) origin', () => {
    for (const text of [
      'localhost:8080',
      'null',
      'ftp://example.fr',
      'http://example.fr/live',
      'http://a@b.fr',
    ]) {
      expect(normalisedOrigin(text)).toBeNull();
    }
  });
});

describe('isOriginAllowed', () => {
  const allowed = ['http://127.0.0.1:8080', 'http://localhost:8080'];

  it('lets listed origins and clients without Origin in', () => {
    expect(isOriginAllowed('http://localhost:8080', allowed)).toBe(true);
    expect(isOriginAllowed(undefined, allowed)).toBe(true);
  });

  it('refuses other origins, including the opaque "null" origin', () => {
    expect(isOriginAllowed('http://localhost:8081', allowed)).toBe(false);
    expect(isOriginAllowed('https://localhost:8080', allowed)).toBe(false);
    expect(isOriginAllowed('null', allowed)).toBe(false);
    expect(isOriginAllowed('', allowed)).toBe(false);
  });
});
