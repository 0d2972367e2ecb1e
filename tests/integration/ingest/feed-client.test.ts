import { afterEach, describe, expect, it } from 'vitest';
import { fetchFeedDocument } from '../../../services/ingest/src/poll/feed-client.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';

const DATA = '/live/WEC/data.json';
let feed: StartedFeed;
afterEach(() => feed.close());

describe('one conditional GET of the organiser feed', () => {
  it('reads the document and its ETag, then gets 304 for the same frame', async () => {
    feed = await startFeed({ clock: { startMs: 300_000, paused: true } });
    const first = await fetchFeedDocument(`${feed.url}${DATA}`, null, 1000);
    expect(first).toMatchObject({ kind: 'document', etag: expect.stringMatching(/^"/) });
    const etag = first.kind === 'document' ? first.etag : null;
    expect(await fetchFeedDocument(`${feed.url}${DATA}`, etag, 1000)).toEqual({ kind: 'not-modified' });
  });

  it('gives up after the timeout when the feed is too slow', async () => {
    feed = await startFeed({ faults: { delayMs: 500 } });
    expect(await fetchFeedDocument(`${feed.url}${DATA}`, null, 100)).toMatchObject({
      kind: 'failed',
      reason: 'timeout',
    });
  });

  it('reports a 5xx and a truncated body as such', async () => {
    feed = await startFeed({ faults: { errorRate: 1 } });
    expect(await fetchFeedDocument(`${feed.url}${DATA}`, null, 1000)).toMatchObject({
      kind: 'failed',
      reason: 'http-status',
      detail: 'HTTP 503',
    });
    await feed.close();
    feed = await startFeed({ faults: { truncateRate: 1 } });
    expect(await fetchFeedDocument(`${feed.url}${DATA}`, null, 1000)).toMatchObject({
      kind: 'failed',
      reason: 'malformed-json',
    });
  });

  it('reports an unreachable feed as a network failure', async () => {
    feed = await startFeed();
    // Port 1 is privileged and unused: the connection is refused at once.
    expect(await fetchFeedDocument(`http://127.0.0.1:1${DATA}`, null, 1000)).toMatchObject({
      kind: 'failed',
      reason: 'network',
    });
  });
});
