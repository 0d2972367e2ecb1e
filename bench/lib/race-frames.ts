import { fileURLToPath } from 'node:url';
import type { LiveFrame } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import { liveFrameOf, parsedSnapshotOf, readRecordingFile, snapshotAt } from '@lemans/race';

const RECORDING = fileURLToPath(
  new URL('../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);

/**
 * 00:42-00:52 is the busiest stretch of the 2025 race for the live ranking: its 200 frames (every 3 s) carry
 * 714 row highlights, 322 of them position changes, the most of any ten minutes of the race (scanned minute
 * by minute).
 */
export const BUSIEST_FROM = '0:42:00';
export const BUSIEST_FRAMES = 200;
/** Ingest's poll interval: one live frame every 3 s of race time. */
export const FRAME_STEP_MS = 3000;

/**
 * `count` live frames of the recorded 2025 race as ingest publishes them, one every 3 s of race time, the
 * first `before` frames ahead of `from`: the page's first load and warm-up frames of a benchmark.
 */
export async function raceFrames(from: string, count: number, before = 0): Promise<LiveFrame[]> {
  const recording = await readRecordingFile(RECORDING);
  const sessionId = String(recording.meta.sessionId);
  const first = (parseRaceTime(from) as number) - before * FRAME_STEP_MS;
  return Array.from({ length: before + count }, (_, index) => {
    const raceTimeMs = first + index * FRAME_STEP_MS;
    return liveFrameOf(
      parsedSnapshotOf(snapshotAt(recording, raceTimeMs)),
      sessionId,
      'active',
      new Date(recording.meta.startTimeMs + raceTimeMs),
    );
  });
}
