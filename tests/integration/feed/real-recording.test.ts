import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type LapRecording, readRecordingFile } from '@lemans/race';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StartedFeed, startFeed } from './start-feed.ts';

const RECORDING = fileURLToPath(
  new URL('../../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const present = existsSync(RECORDING);
if (!present) console.warn(`Enregistrement absent (${RECORDING}) : tests sur la course 2025 ignorés`);

interface Snapshot {
  params: { elapsedTime: number; raceState: string };
  entries: { number: string; state: string; lap: number; ranking: number }[];
}

describe.runIf(present)('the 2025 race through the feed', () => {
  let recording: LapRecording;
  let feed: StartedFeed;
  beforeAll(async () => {
    recording = await readRecordingFile(RECORDING);
  });
  afterEach(async () => {
    await feed.close();
  });

  const snapshot = async () => (await (await fetch(`${feed.url}/live/WEC/data.json`)).json()) as Snapshot;

  it('plays from 23:45:00 in steps of 3 s with the whole field', async () => {
    feed = await startFeed({ recording, clock: { startMs: 85_500_000, stepMs: 3000 } });
    const first = await snapshot();
    const second = await snapshot();
    expect([first.params.elapsedTime, second.params.elapsedTime]).toEqual([85_500, 85_503]);
    expect(first.params.raceState).toBe('Grn');
    expect(first.entries).toHaveLength(62);
  });

  it('holds the chequered flag with #83 winning on 387 laps', async () => {
    feed = await startFeed({ recording, clock: { startMs: 86_000_000, speed: 600 } });
    feed.advanceWallClock(10 * 60_000);
    const final = await snapshot();
    expect(final.params.raceState).toBe('Chk');
    expect(final.params.elapsedTime).toBe(recording.meta.durationMs / 1000);
    expect(final.entries[0]).toMatchObject({ number: '83', lap: 387, ranking: 1 });
    expect(final.entries[1]).toMatchObject({ number: '6', lap: 387 });
  });
});
