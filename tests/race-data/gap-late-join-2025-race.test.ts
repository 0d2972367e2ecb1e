import type { LiveFrame } from '@lemans/contract';
import { parseLapsBehind } from '@lemans/contract/timing';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRecording2025 } from '../support/live-seed.ts';
import { raceTimeMs, recordingPolls } from '../support/recording-polls.ts';

const HOUR_MS = 3_600_000;
/** Out of the race, a car is measured against the leader as it stands (out-car-gaps.ts), not at the line. */
const OUT = new Set(['Retired', 'Stopped']);

/** The frames of an ingest that starts polling at `from` (a session joined then), from `shownFrom` to an hour later. */
async function framesJoinedAt(from: number, shownFrom = from): Promise<LiveFrame[]> {
  const polls = recordingPolls(await readRecording2025(), { from, shownFrom, to: shownFrom + HOUR_MS });
  return Array.from(polls, (poll) => poll.frame);
}

/** Running cars shown fewer laps down than a running car ranked ahead of them (overall, or in their class). */
function fewerLapsDownThanAhead(frame: LiveFrame): string[] {
  const running = frame.data.filter((row) => !OUT.has(row.car_state));
  const found: string[] = [];
  const check = (rows: typeof running, gapOf: (row: (typeof running)[number]) => string) => {
    let most = 0;
    for (const row of rows) {
      const laps = parseLapsBehind(gapOf(row));
      if (laps < most) found.push(`${frame.timestamp} #${row.participant_number} ${gapOf(row)} < ${most}`);
      most = Math.max(most, laps);
    }
  };
  check(
    [...running].sort((a, b) => a.ranking - b.ranking),
    (row) => row.gap,
  );
  for (const label of new Set(running.map((row) => row.category_label))) {
    const rows = running.filter((row) => row.category_label === label);
    check(
      rows.sort((a, b) => a.category_position - b.category_position),
      (row) => row.class_gap,
    );
  }
  return found;
}

/** Running cars two laps or more short of the leader whose gap is still a time. */
function timedThoughLapped(frame: LiveFrame): string[] {
  const leader = frame.data.find((row) => row.ranking === 1);
  return frame.data
    .filter((row) => !OUT.has(row.car_state) && row.gap !== '' && parseLapsBehind(row.gap) === 0)
    .filter((row) => leader && leader.lap_count - row.lap_count >= 2)
    .map((row) => `${frame.timestamp} #${row.participant_number} ${row.gap}`);
}

describe('the gaps of a session of the 2025 race joined at 14:00, for an hour polled every 3 s', () => {
  let frames: LiveFrame[];
  beforeAll(async () => {
    frames = await framesJoinedAt(raceTimeMs('14:00:00'));
  }, 300_000);

  it('never shows a car fewer laps down than a car ahead of it, overall or in its class', () => {
    expect(frames.flatMap(fewerLapsDownThanAhead).slice(0, 5)).toEqual([]);
  });

  it('never shows a time for a car two laps short of the leader', () => {
    expect(frames.flatMap(timedThoughLapped).slice(0, 5)).toEqual([]);
  });
});

describe('the gaps of the 2025 race followed from the start, from 01:00 to 02:00', () => {
  it('keep to the same rule', { timeout: 300_000 }, async () => {
    const frames = await framesJoinedAt(0, raceTimeMs('01:00:00'));
    expect(frames.flatMap(fewerLapsDownThanAhead).slice(0, 5)).toEqual([]);
    expect(frames.flatMap(timedThoughLapped).slice(0, 5)).toEqual([]);
  });
});
