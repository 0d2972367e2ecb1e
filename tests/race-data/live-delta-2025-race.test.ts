import type { LiveFrame } from '@lemans/contract';
import { applyLiveDelta, liveDeltaOf } from '@lemans/contract/live-delta';
import { parseRaceTime } from '@lemans/contract/timing';
import type { LapRecording } from '@lemans/race';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveFrameAt, readRecording2025 } from '../support/live-seed.ts';

const at = (raceTime: string) => parseRaceTime(raceTime) as number;
const POLL_MS = 3000;
/** The start, the busiest ten minutes for the ranking, a night hour and the finish under the chequered flag. */
const WINDOWS = [
  ['00:00:00', '00:05:00'],
  ['00:42:00', '00:52:00'],
  ['11:00:00', '11:05:00'],
  ['23:58:00', '24:05:00'],
] as const;

let recording: LapRecording;
beforeAll(async () => {
  recording = await readRecording2025();
});

/** The frames ingest publishes over a window, every 3 s of race time, each observed 3 s after the last. */
function framesOver(from: string, to: string): LiveFrame[] {
  const frames: LiveFrame[] = [];
  for (let t = at(from); t <= at(to); t += POLL_MS) {
    frames.push(liveFrameAt(recording, t, '2025', new Date(Date.UTC(2025, 5, 14, 14) + t)));
  }
  return frames;
}

describe('live deltas on the 2025 race', () => {
  it.each(WINDOWS)('rebuild every frame exactly from the one before (%s to %s)', (from, to) => {
    const frames = framesOver(from, to);
    let held = frames[0] as LiveFrame;
    for (const frame of frames.slice(1)) {
      const delta = liveDeltaOf(held, frame);
      expect(delta).not.toBeNull();
      held = applyLiveDelta(held, delta ?? {});
      // Through JSON, as it travels: what the page holds is what the whole frame would have said.
      expect(JSON.parse(JSON.stringify(held))).toEqual(JSON.parse(JSON.stringify(frame)));
    }
  });

  it('carry at least 8 times fewer bytes than whole frames over the busiest ten minutes', () => {
    const frames = framesOver('00:42:00', '00:52:00');
    let whole = 0;
    let deltas = 0;
    for (const [index, frame] of frames.entries()) {
      if (index === 0) continue;
      whole += JSON.stringify(frame).length;
      deltas += JSON.stringify(liveDeltaOf(frames[index - 1] as LiveFrame, frame)).length;
    }
    expect(whole / deltas).toBeGreaterThanOrEqual(8);
  });
});
