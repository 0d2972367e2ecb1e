import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, JsonBody } from './json-body.ts';

describe('JsonBody', () => {
  it('derives a strong ETag from the bytes', () => {
    const a = JsonBody.of({ x: 1 });
    expect(a.etag).toMatch(/^"[\w-]+"$/);
    expect(JsonBody.of({ x: 1 }).etag).toBe(a.etag);
    expect(JsonBody.of({ x: 2 }).etag).not.toBe(a.etag);
  });

  it('uses the version tag it is given', () => {
    const body = JsonBody.of({ x: 1 }, '1718000000000-0');
    expect(body.etag).toBe('"1718000000000-0"');
    expect(body.gzipEtag).toBe('"1718000000000-0-gz"');
  });

  it('gives the gzip variant its own ETag and the same content', () => {
    const body = JsonBody.of({ text: 'x'.repeat(2000) });
    expect(body.compressible).toBe(true);
    expect(body.gzipEtag).not.toBe(body.etag);
    expect(gunzipSync(body.gzip).equals(body.identity)).toBe(true);
    expect(body.gzip).toBe(body.gzip);
  });

  it('crosses a thread as parts, compressed once on the sending side', () => {
    const body = JsonBody.of({ text: 'x'.repeat(2000) }, 'v42');
    expect(body.toParts({ gzip: false }).gzip).toBeNull();
    const parts = structuredClone(body.toParts({ gzip: true }));
    expect(parts.gzip).not.toBeNull();
    const rebuilt = JsonBody.fromParts(parts);
    expect(rebuilt.etag).toBe('"v42"');
    expect(rebuilt.gzipEtag).toBe('"v42-gz"');
    expect(rebuilt.identity.equals(body.identity)).toBe(true);
    expect(rebuilt.gzip.equals(body.gzip)).toBe(true);
    const small = JsonBody.fromParts(structuredClone(JsonBody.of({ x: 1 }).toParts({ gzip: true })));
    expect(small.compressible).toBe(false);
    expect(small.identity.toString()).toBe('{"x":1}');
  });

  it('does not compress small bodies', () => {
    expect(JsonBody.of({ x: 1 }).compressible).toBe(false);
  });
});

describe('ifNoneMatchHits', () => {
  const etag = '"abc"';

  it('matches the same tag, in a list, weak or not, and the wildcard', () => {
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"x", "abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
  });

  it('does not match another tag or an absent header', () => {
    expect(ifNoneMatchHits('"abd"', etag)).toBe(false);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits('', etag)).toBe(false);
  });
});
