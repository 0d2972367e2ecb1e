import { describe, expect, it } from 'vitest';
import { decodePath, parseRequestTarget } from './request-target.ts';

describe('parseRequestTarget', () => {
  it.each([
    ['/', { path: '/', query: '' }],
    ['//', { path: '//', query: '' }],
    ['/socket?x=1?y', { path: '/socket', query: '?x=1?y' }],
    ['/%ff', { path: '/%ff', query: '' }],
    ['http://ailleurs.example/api/news?x=1', { path: '/api/news', query: '?x=1' }],
    ['HTTPS://A:443/x/../socket', { path: '/socket', query: '' }],
  ])('reads %s', (target, expected) => {
    expect(parseRequestTarget(target)).toEqual(expected);
  });

  it.each([undefined, '', '*', 'http://[', 'ailleurs.example:443', 'ftp://a/b', 'javascript:alert(1)'])(
    'has no path in %s',
    (target) => {
      expect(parseRequestTarget(target)).toBeNull();
    },
  );
});

describe('decodePath', () => {
  it('decodes escapes, UTF-8 included', () => {
    expect(decodePath('/actualit%C3%A9s/a%20b')).toBe('/actualités/a b');
  });

  it.each(['/%', '/%E0%A4%A', '/assets/%ff', '/%zz'])('refuses %s', (path) => {
    expect(decodePath(path)).toBeNull();
  });
});
