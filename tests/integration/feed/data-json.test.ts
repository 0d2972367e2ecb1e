import { afterEach, describe, expect, it } from 'vitest';
import { elapsedTimeOf, type StartedFeed, startFeed } from './start-feed.ts';

const DATA = '/live/WEC/data.json';

let feed: StartedFeed;
afterEach(async () => {
  await feed.close();
});

describe('GET /live/WEC/data.json', () => {
  it('serves the organiser snapshot with a strong ETag, revalidated on every poll', async () => {
    feed = await startFeed({ clock: { startMs: 300_000 } });
    const response = await fetch(`${feed.url}${DATA}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const snapshot = (await response.json()) as { params: Record<string, unknown>; entries: unknown[] };
    expect(snapshot.params).toMatchObject({
      elapsedTime: 300,
      sessionId: 4242,
      raceState: 'Grn',
      replay: false,
    });
    expect(snapshot.entries).toHaveLength(3);
  });

  it('marks the documents as a replay when told to', async () => {
    feed = await startFeed({ replay: true });
    const snapshot = (await (await fetch(`${feed.url}${DATA}`)).json()) as { params: { replay: boolean } };
    expect(snapshot.params.replay).toBe(true);
  });

  it('answers 304 without a body when the client holds the current frame', async () => {
    feed = await startFeed({ clock: { startMs: 300_000 } });
    const first = await fetch(`${feed.url}${DATA}`);
    const etag = first.headers.get('etag') as string;
    await first.arrayBuffer();

    const again = await fetch(`${feed.url}${DATA}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('keeps the body and ETag within a second of race time and changes them when the race moved', async () => {
    feed = await startFeed({ clock: { startMs: 300_000 } });
    const first = await fetch(`${feed.url}${DATA}`);
    feed.advanceWallClock(400);
    const sameSecond = await fetch(`${feed.url}${DATA}`);
    expect(sameSecond.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await sameSecond.text()).toBe(await first.text());

    feed.advanceWallClock(600);
    const nextSecond = await fetch(`${feed.url}${DATA}`, {
      headers: { 'If-None-Match': first.headers.get('etag') as string },
    });
    expect(nextSecond.status).toBe(200);
    expect(nextSecond.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(await elapsedTimeOf(nextSecond)).toBe(301);
  });

  it('serves a gzip variant, with its own ETag, to clients that accept it', async () => {
    feed = await startFeed({ clock: { startMs: 300_000 } });
    const plain = await fetch(`${feed.url}${DATA}`, { headers: { 'Accept-Encoding': 'identity' } });
    const gzipped = await fetch(`${feed.url}${DATA}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(gzipped.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    expect(await gzipped.json()).toEqual(await plain.json());
  });

  it('advances by exactly FEED_STEP_MS per request in step mode, starting at the start time', async () => {
    feed = await startFeed({ clock: { startMs: 60_000, stepMs: 3000, speed: 600 } });
    const elapsed: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      feed.advanceWallClock(10_000);
      elapsed.push(await elapsedTimeOf(await fetch(`${feed.url}${DATA}`)));
    }
    expect(elapsed).toEqual([60, 63, 66, 69]);
  });

  it('reports its race time on /health', async () => {
    feed = await startFeed({ clock: { startMs: 90_000 } });
    const response = await fetch(`${feed.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', raceTimeMs: 90_000 });
  });

  it('answers unknown paths with a French 404', async () => {
    feed = await startFeed();
    const response = await fetch(`${feed.url}/live/WEC/autre.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'Ressource introuvable : GET /live/WEC/autre.json',
      code: 'request.not_found',
    });
  });
});
