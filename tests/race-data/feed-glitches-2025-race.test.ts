import type { LiveRow } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import {
  type DomainEvent,
  diff,
  evolve,
  initialSessionState,
  type LapRecording,
  liveFrameOf,
  type ParsedSnapshot,
  parsedSnapshotOf,
  type SessionState,
  snapshotAt,
  unseenRowsOf,
} from '@lemans/race';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRecording2025 } from '../support/live-seed.ts';

/**
 * Half an hour of the 2025 race polled every 3 s, twice: whole, and with documents that leave out a third of
 * the field (twice three documents in a row, a different third each time). The cars left out bring no event
 * while they are, their rows stay in the frames, and once they are back the session knows the same as the
 * whole run: the same laps, timed alike, the same stops, states and positions.
 */

const at = (raceTime: string) => parseRaceTime(raceTime) as number;
const POLL_MS = 3000;
const FROM = at('10:00:00');
const UNTIL = at('10:30:00');
/** Race times of the documents that leave cars out, and which third of the field (by index) they leave out. */
const GLITCHES = new Map<number, number>([
  [at('10:05:00'), 0],
  [at('10:05:03'), 0],
  [at('10:05:06'), 0],
  [at('10:20:00'), 1],
  [at('10:20:03'), 1],
  [at('10:20:06'), 1],
]);

interface Run {
  state: SessionState;
  events: DomainEvent[];
  /** Events of the documents that left cars out, with the cars they left out. */
  duringGlitches: { left: Set<string>; events: DomainEvent[] }[];
  /** Events of the whole documents that follow one that left cars out. */
  onReturn: DomainEvent[];
  frames: { raceTimeMs: number; rows: LiveRow[] }[];
}

function run(recording: LapRecording, glitches: ReadonlyMap<number, number>): Run {
  const result: Run = {
    state: initialSessionState(),
    events: [],
    duringGlitches: [],
    onReturn: [],
    frames: [],
  };
  let held: LiveRow[] = [];
  for (let t = FROM; t <= UNTIL; t += POLL_MS) {
    const whole = parsedSnapshotOf(snapshotAt(recording, t));
    const third = glitches.get(t);
    const snapshot: ParsedSnapshot =
      third === undefined
        ? whole
        : { ...whole, entries: whole.entries.filter((_, index) => index % 3 !== third) };
    const events = diff(result.state, snapshot);
    for (const event of events) evolve(result.state, event, { raceTimeMs: t });
    result.events.push(...events);
    if (third !== undefined) {
      const shown = new Set(snapshot.entries.map((entry) => entry.number));
      const left = new Set(whole.entries.map((entry) => entry.number).filter((number) => !shown.has(number)));
      result.duringGlitches.push({ left, events });
    } else if (glitches.has(t - POLL_MS)) {
      result.onReturn.push(...events);
    }
    const unseen = unseenRowsOf(snapshot, result.state.entries.keys(), held, () => undefined);
    held = liveFrameOf(
      snapshot,
      'course',
      'active',
      new Date(t),
      result.state.lineGaps,
      new Map(),
      unseen,
    ).data;
    result.frames.push({ raceTimeMs: t, rows: held });
  }
  return result;
}

let whole: Run;
let glitched: Run;
beforeAll(async () => {
  const recording = await readRecording2025();
  whole = run(recording, new Map());
  glitched = run(recording, GLITCHES);
}, 120_000);

const lapsOf = ({ events }: Run) =>
  events.flatMap((event) =>
    event.type === 'LapCompleted'
      ? [`#${event.data.number} lap ${event.data.lap} ${event.data.timed ? event.data.timeMs : 'untimed'}`]
      : [],
  );
const countOf = ({ events }: Run, type: DomainEvent['type']) =>
  events.filter((event) => event.type === type).length;

describe('the 2025 race with documents that leave out a third of the field', () => {
  it('records no event about a car while the documents leave it out', () => {
    expect(glitched.duringGlitches).toHaveLength(6);
    for (const { left, events } of glitched.duringGlitches) {
      expect(left.size).toBe(21);
      const about = events.filter((event) => 'number' in event.data && left.has(event.data.number));
      expect(about).toEqual([]);
    }
  });

  it('records the same laps, timed alike, the same stops and car states as the whole documents', () => {
    expect(lapsOf(glitched).sort()).toEqual(lapsOf(whole).sort());
    expect(lapsOf(whole).length).toBeGreaterThan(400);
    // Cars crossed the line while they were left out: those laps came with their return, timed.
    const left = new Set(glitched.duringGlitches.flatMap((glitch) => [...glitch.left]));
    const returning = glitched.onReturn.filter(
      (event) => 'number' in event.data && left.has(event.data.number),
    );
    const lapsOnReturn = lapsOf({ ...glitched, events: returning });
    expect(lapsOnReturn.length).toBeGreaterThan(0);
    expect(lapsOnReturn.every((lap) => !lap.endsWith('untimed'))).toBe(true);
    for (const type of [
      'PitEntered',
      'PitExited',
      'DriverChanged',
      'CarStateChanged',
      'SessionEnded',
    ] as const) {
      expect(countOf(glitched, type), type).toBe(countOf(whole, type));
    }
  });

  it('knows every car as the whole run does once the documents show them again', () => {
    const known = (state: SessionState) =>
      new Map(
        [...state.entries].map(([number, car]) => [
          number,
          [car.lap, car.ranking, car.classPosition, car.carState, car.inPit, car.pitStops, car.bestLapMs],
        ]),
      );
    expect(known(glitched.state)).toEqual(known(whole.state));
    expect(glitched.state.entries.size).toBe(62);
  });

  it('keeps all 62 rows in every frame, the cars left out dated from the first document without them', () => {
    for (const { raceTimeMs, rows } of glitched.frames) {
      expect(rows, String(raceTimeMs)).toHaveLength(62);
    }
    const frameAt = (raceTime: string) =>
      glitched.frames.find((frame) => frame.raceTimeMs === at(raceTime))?.rows ?? [];
    const missing = (rows: LiveRow[]) => rows.filter((row) => row.missing_since_time !== null);
    expect(missing(frameAt('10:04:57'))).toEqual([]);
    expect(missing(frameAt('10:05:06'))).toHaveLength(21);
    expect(missing(frameAt('10:05:06')).every((row) => row.missing_since_time === at('10:05:00'))).toBe(true);
    expect(missing(frameAt('10:05:09'))).toEqual([]);
    expect(missing(frameAt('10:20:03')).every((row) => row.missing_since_time === at('10:20:00'))).toBe(true);
    expect(glitched.frames.at(-1)?.rows).toEqual(whole.frames.at(-1)?.rows);
  });
});
