import { afterEach, describe, expect, it } from 'vitest';
import { feedControlHeaders } from '../../support/feed-control.ts';
import { type StartedFeed, startFeed } from './start-feed.ts';

let feed: StartedFeed;
afterEach(async () => {
  await feed.close();
});

interface Snapshot {
  params: { elapsedTime: number; raceState: string };
  entries: { number: string; state: string }[];
}

const snapshot = async () => (await (await fetch(`${feed.url}/live/WEC/data.json`)).json()) as Snapshot;

describe('end of the recording', () => {
  it('holds the final chequered state', async () => {
    feed = await startFeed({ clock: { speed: 60, end: 'hold' } });
    const { durationMs } = feed.recording.meta;
    // The leader takes the flag a lap before the last car crosses the line, which ends the recording.
    feed.clock.seek(durationMs - 60_000);
    expect((await snapshot()).params.raceState).toBe('Grn');

    feed.advanceWallClock(60_000);
    const final = await snapshot();
    expect(final.params).toMatchObject({ raceState: 'Chk', elapsedTime: durationMs / 1000 });
    expect(final.entries.map((entry) => entry.state)).toEqual(['Finished', 'Finished', 'Finished']);

    feed.advanceWallClock(3_600_000);
    expect((await snapshot()).params).toMatchObject({ raceState: 'Chk', elapsedTime: durationMs / 1000 });
  });

  it('loops back to the start', async () => {
    feed = await startFeed({ clock: { speed: 60, end: 'loop' } });
    const { durationMs } = feed.recording.meta;
    feed.clock.seek(durationMs - 30_000);
    feed.advanceWallClock(1000);
    expect((await snapshot()).params.elapsedTime).toBe(30);
    const control = await fetch(`${feed.url}/control`, { headers: feedControlHeaders });
    const state = (await control.json()) as { raceTimeMs: number };
    expect(state.raceTimeMs).toBe(30_000);
    expect((await snapshot()).params.raceState).toBe('Grn');
  });
});
