import { describe, expect, it } from 'vitest';
import { SnapshotCache } from './snapshot-cache.ts';

function countingCache() {
  const rendered: number[] = [];
  const cache = new SnapshotCache((raceTimeMs) => {
    rendered.push(raceTimeMs);
    return { params: { elapsedTime: raceTimeMs / 1000 }, entries: [] };
  });
  return { cache, rendered };
}

describe('SnapshotCache', () => {
  it('renders and serialises a frame once, however many times it is asked for', () => {
    const { cache, rendered } = countingCache();
    const first = cache.bodyAt(5000);
    expect(cache.bodyAt(5000)).toBe(first);
    expect(rendered).toEqual([5000]);
  });

  it('renders the next frame when race time moved', () => {
    const { cache, rendered } = countingCache();
    const first = cache.bodyAt(5000);
    const second = cache.bodyAt(6000);
    expect(second.etag).not.toBe(first.etag);
    expect(JSON.parse(second.identity.toString())).toEqual({ params: { elapsedTime: 6 }, entries: [] });
    expect(rendered).toEqual([5000, 6000]);
  });
});
