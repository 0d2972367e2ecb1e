import type { LiveFrame } from '@lemans/contract';
import { parseLapsBehind } from '@lemans/contract/timing';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRecording2025 } from '../support/live-seed.ts';
import { raceTimeMs, recordingPolls } from '../support/recording-polls.ts';

const WINDOW = { from: raceTimeMs('01:00:00'), to: raceTimeMs('03:00:00') };

interface Poll {
  frame: LiveFrame;
  /** The gap of each car's last LapCompleted event: what the projections and time travel show. */
  atLine: Map<string, string>;
}

const polls: Poll[] = [];
beforeAll(async () => {
  const atLine = new Map<string, string>();
  for (const { t, events, frame } of recordingPolls(await readRecording2025(), { to: WINDOW.to })) {
    for (const event of events) {
      if (event.type === 'LapCompleted') atLine.set(event.data.number, event.data.gapText);
    }
    if (t >= WINDOW.from) polls.push({ frame, atLine: new Map(atLine) });
  }
}, 120_000);

const rowOf = (poll: Poll, number: string) =>
  poll.frame.data.find((row) => row.participant_number === number) as LiveFrame['data'][number];
const lapsDown = (gap: string) => /Lap/.test(gap);

describe('the gap to the leader over two hours of the 2025 race, polled every 3 s', () => {
  it('keeps #6 a time behind #83 on the lead lap, also while #83 has crossed the line first', () => {
    const leaderAhead = polls.filter((poll) => {
      const leader = poll.frame.data.find((row) => row.ranking === 1);
      return leader?.participant_number === '83' && leader.lap_count === rowOf(poll, '6').lap_count + 1;
    });
    expect(leaderAhead.length).toBeGreaterThan(20);
    expect(
      leaderAhead.filter((poll) => lapsDown(rowOf(poll, '6').gap)).map((poll) => poll.frame.timestamp),
    ).toEqual([]);
  });

  it('never shows a car a lap down between two polls that show it a time', () => {
    const flickers: string[] = [];
    for (const number of polls[0]?.frame.data.map((row) => row.participant_number) ?? []) {
      let lastTimed = -1;
      let lappedSince: number | null = null;
      polls.forEach((poll, index) => {
        const gap = rowOf(poll, number).gap;
        if (gap === '') return;
        if (lapsDown(gap)) lappedSince ??= index;
        else {
          if (lappedSince !== null && lastTimed >= 0) flickers.push(`#${number} ${poll.frame.timestamp}`);
          lappedSince = null;
          lastTimed = index;
        }
      });
    }
    expect(flickers).toEqual([]);
  });

  it('shows in the live frame the gap each car had at its last crossing of the line, or the laps since proven', () => {
    // Between crossings, a car the leader has since lapped twice is shown laps down (laps-down-since-line.ts).
    const provenSince = (gap: string, atLine: string) => parseLapsBehind(gap) > parseLapsBehind(atLine);
    const disagreements = polls.flatMap((poll) =>
      poll.frame.data
        .filter((row) => {
          const atLine = poll.atLine.get(row.participant_number) ?? '';
          return row.ranking > 1 && atLine !== row.gap && !provenSince(row.gap, atLine);
        })
        .map((row) => `#${row.participant_number} ${poll.frame.timestamp} ${row.gap}`),
    );
    expect(disagreements.slice(0, 5)).toEqual([]);
  });
});
