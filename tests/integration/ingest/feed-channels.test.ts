import { saveLapRecording } from '@lemans/recordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedChannelError, FeedChannels } from '../../../services/ingest/src/replays/feed-channels.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { FEED_CONTROL_SECRET, feedControlHeaders } from '../../support/feed-control.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';

/** Ingest's side of the feed's replay channels: every call carries the feed's control secret. */

const REPLAY = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';

let database: TestDatabase;
let feed: StartedFeed;
let recordingId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  feed = await startFeed({ db: database.db });
  recordingId = (await saveLapRecording(database.db, feed.recording)).id;
});

afterAll(async () => {
  await feed?.close();
  await database?.drop();
});

const channelsWith = (secret: string | undefined) => new FeedChannels(feed.url, 5000, secret);

const listed = async () => {
  const response = await fetch(`${feed.url}/replays`, { headers: feedControlHeaders });
  return ((await response.json()) as { replays: { id: string; paused: boolean }[] }).replays;
};

describe('FeedChannels', () => {
  it('creates, steers, reads and ends a channel on a feed that requires the secret', async () => {
    const channels = channelsWith(FEED_CONTROL_SECRET);
    await channels.put(REPLAY, { recordingId, speed: 10, raceTime: 0, paused: false });
    await channels.control(REPLAY, { paused: true });
    expect(await listed()).toMatchObject([{ id: REPLAY, paused: true }]);
    expect(await channels.atEnd(REPLAY)).toBe(false);
    await channels.control(REPLAY, { raceTime: feed.recording.meta.durationMs });
    expect(await channels.atEnd(REPLAY)).toBe(true);
    await channels.remove(REPLAY);
    expect(await listed()).toEqual([]);
  });

  it('reports the feed refusing a wrong secret, in French, and changes nothing', async () => {
    const channels = channelsWith('un-autre-secret-de-pilotage');
    const refusal = channels.put(REPLAY, { recordingId, speed: 10, raceTime: 0, paused: false });
    await expect(refusal).rejects.toThrow(FeedChannelError);
    await expect(refusal).rejects.toThrow(
      /^Le flux organisateur refuse la rediffusion \(HTTP 401\) : Pilotage refusé : secret absent ou incorrect/,
    );
    expect(await listed()).toEqual([]);
  });

  it('without a secret, says which variable is missing, in French', async () => {
    const channels = channelsWith(undefined);
    const missing =
      /^Rediffusions impossibles : FEED_CONTROL_SECRET, le secret de pilotage du flux, n'est pas configuré pour l'ingestion$/;
    await expect(
      channels.put(REPLAY, { recordingId, speed: 10, raceTime: 0, paused: false }),
    ).rejects.toThrow(missing);
    await expect(channels.atEnd(REPLAY)).rejects.toThrow(missing);
    await expect(channels.remove(REPLAY)).rejects.toThrow(missing);
    expect(await listed()).toEqual([]);
  });
});
