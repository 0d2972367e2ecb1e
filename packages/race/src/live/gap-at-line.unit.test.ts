import { describe, expect, it } from 'vitest';
import { diff } from './diff.ts';
import { gapAtLine, gapsAtLine } from './gap-at-line.ts';
import { liveFrameOf } from './live-frame-of.ts';
import type { ParsedEntry, ParsedSnapshot } from './parsed-snapshot.ts';
import { evolve, initialSessionState } from './session-state.ts';
import { carEntry, documentAt as documentHolding } from './test-documents.ts';

const LAP = 210_000;
/** A leader that crossed the line at the end of lap n at n × 3:30. */
const leaderOn = (lap: number) => ({ lap, crossedAtMs: (n: number) => (n <= lap ? n * LAP : undefined) });

describe('gapAtLine', () => {
  it('is the time between the crossings of the same lap while the leader has not lapped the car', () => {
    expect(gapAtLine({ lap: 10, crossedAtMs: 10 * LAP + 24_089 }, leaderOn(10))).toEqual({
      ms: 24_089,
      text: '24.089',
    });
  });

  it('stays a time when the leader crossed the next lap first but after the car crossed this one', () => {
    expect(gapAtLine({ lap: 10, crossedAtMs: 10 * LAP + 24_089 }, leaderOn(11))).toEqual({
      ms: 24_089,
      text: '24.089',
    });
  });

  it('is one lap when the leader crossed the next lap before the car crossed this one', () => {
    expect(gapAtLine({ lap: 10, crossedAtMs: 11 * LAP + 5_000 }, leaderOn(11))).toEqual({
      ms: LAP + 5_000,
      text: '1 Lap',
    });
    expect(gapAtLine({ lap: 10, crossedAtMs: 11 * LAP + 5_000 }, leaderOn(12))?.text).toBe('1 Lap');
  });

  it('counts every lap the leader completed before the car crossed', () => {
    expect(gapAtLine({ lap: 10, crossedAtMs: 13 * LAP + 1 }, leaderOn(14))?.text).toBe('3 Laps');
  });

  it('is unknown when a crossing of the leader the rule needs is not known', () => {
    const gaps = (lap: number) => (lap === 11 ? undefined : lap * LAP);
    expect(gapAtLine({ lap: 10, crossedAtMs: 12 * LAP }, { lap: 12, crossedAtMs: gaps })).toBeNull();
    expect(gapAtLine({ lap: 11, crossedAtMs: 11 * LAP + 1 }, { lap: 12, crossedAtMs: gaps })).toBeNull();
  });
});

/** A car at the start of the race, unless `fields` say otherwise: no lap, no time, no stop, no driver. */
const entry = (number: string, ranking: number, fields: Partial<ParsedEntry>): ParsedEntry =>
  carEntry(number, ranking, {
    driverName: '',
    driverId: null,
    lap: 0,
    lastLapMs: null,
    bestLapMs: null,
    gapText: '',
    gapMs: 0,
    pitStops: 0,
    figures: { speed: null, top_speed: null },
    sector: 1,
    currentSectorsMs: [null, null, null],
    lastPassingMs: null,
    ...fields,
  });

/** The organiser's document at a race time: #83 leads, #6 follows with the organiser's own gap. */
function documentAt(
  elapsedMs: number,
  leader: Partial<ParsedEntry>,
  second: Partial<ParsedEntry>,
): ParsedSnapshot {
  return documentHolding(elapsedMs, [entry('83', 1, leader), entry('6', 2, second)]);
}

/** #6 crossed lap 10 24.089 s after #83; #83 has just crossed lap 11, the organiser already says "1 Lap". */
const leaderJustCrossed = documentAt(
  11 * LAP + 3_000,
  { lap: 11, lastPassingMs: 11 * LAP },
  { lap: 10, lastPassingMs: 10 * LAP + 24_089, gapText: '1 Lap', gapMs: 24_089 },
);

describe('gapsAtLine', () => {
  const crossings = new Map([['83', new Map([[10, 10 * LAP]])]]);

  it('keeps the time of a car of the lead lap when the organiser already counts it a lap down', () => {
    const gaps = gapsAtLine(leaderJustCrossed, crossings);
    expect(gaps.get('6')).toEqual({ ms: 24_089, text: '24.089' });
    expect(gaps.get('83')).toEqual({ ms: 0, text: '' });
  });

  it("keeps the organiser's gap when the leader's crossing of the car's lap is not known", () => {
    expect(gapsAtLine(leaderJustCrossed, new Map()).get('6')).toEqual({ ms: 24_089, text: '1 Lap' });
  });
});

describe('the gap of the live frame and of the laps, polled across the line', () => {
  const state = initialSessionState();
  const poll = (snapshot: ParsedSnapshot) => {
    const events = diff(state, snapshot);
    for (const event of events) evolve(state, event, { raceTimeMs: snapshot.elapsedMs });
    const gapOf6 = liveFrameOf(snapshot, 's', 'active', new Date(0), state.lineGaps).data[1];
    const lap = events.find((event) => event.type === 'LapCompleted' && event.data.number === '6');
    return {
      frame: [gapOf6?.gap, gapOf6?.gap_time],
      lap: lap?.type === 'LapCompleted' ? [lap.data.gapText, lap.data.gapMs] : null,
    };
  };

  it('stays a time from the leader crossing first to the car crossing, and becomes a lap only when lapped', () => {
    poll(
      documentAt(
        9 * LAP + 30_000,
        { lap: 9, lastPassingMs: 9 * LAP },
        { lap: 9, lastPassingMs: 9 * LAP + 20_000, gapText: '20.000', gapMs: 20_000 },
      ),
    );
    expect(
      poll(
        documentAt(
          10 * LAP + 30_000,
          { lap: 10, lastPassingMs: 10 * LAP },
          { lap: 10, lastPassingMs: 10 * LAP + 24_089, gapText: '24.089', gapMs: 24_089 },
        ),
      ),
    ).toEqual({ frame: ['24.089', 24_089], lap: ['24.089', 24_089] });
    expect(poll(leaderJustCrossed)).toEqual({ frame: ['24.089', 24_089], lap: null });
    // A slow lap in the pits: the leader crosses lap 12 before #6 crosses lap 11, in the same poll.
    expect(
      poll(
        documentAt(
          12 * LAP + 2_000,
          { lap: 12, lastPassingMs: 12 * LAP },
          { lap: 11, lastPassingMs: 12 * LAP + 1_000, gapText: '1 Lap', gapMs: LAP + 1_000 },
        ),
      ),
    ).toEqual({ frame: ['1 Lap', LAP + 1_000], lap: ['1 Lap', LAP + 1_000] });
  });

  it('keeps a car of the lead lap a time when the leader crosses the next lap after it in the same poll', () => {
    const fresh = initialSessionState();
    for (const snapshot of [
      documentAt(
        5 * LAP + 1_000,
        { lap: 5, lastPassingMs: 5 * LAP },
        { lap: 5, lastPassingMs: 5 * LAP + 500, gapText: '0.500', gapMs: 500 },
      ),
      documentAt(
        6 * LAP + 400,
        { lap: 6, lastPassingMs: 6 * LAP + 200 },
        { lap: 5, lastPassingMs: 5 * LAP + 500, gapText: '1 Lap', gapMs: 500 },
      ),
    ]) {
      for (const event of diff(fresh, snapshot)) evolve(fresh, event, { raceTimeMs: snapshot.elapsedMs });
    }
    const snapshot = documentAt(
      7 * LAP + 2_000,
      { lap: 7, lastPassingMs: 7 * LAP + 1_500 },
      { lap: 6, lastPassingMs: 7 * LAP + 1_000, gapText: '1 Lap', gapMs: LAP + 800 },
    );
    const lap = diff(fresh, snapshot).find(
      (event) => event.type === 'LapCompleted' && event.data.number === '6',
    );
    expect(lap?.type === 'LapCompleted' && [lap.data.gapText, lap.data.gapMs]).toEqual([
      '3:30.800',
      LAP + 800,
    ]);
  });
});
