import type { LiveFrame, LiveRow } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import {
  carTimingOf,
  emptyChanges,
  emptyModel,
  type ProjectionModel,
  projectEvent,
} from '@lemans/projections';
import {
  type CarTiming,
  diff,
  evolve,
  initialSessionState,
  type LapCompleted,
  type LapRecording,
  liveFrameOf,
  parsedSnapshotOf,
  snapshotAt,
} from '@lemans/race';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRecording2025 } from '../support/live-seed.ts';

const at = (raceTime: string) => parseRaceTime(raceTime) as number;
const POLL_MS = 3000;
const WINDOW = { from: at('00:50:00'), to: at('01:20:00') };

/** Frames as ingest publishes them over half an hour of the 2025 race, polled every 3 s. */
const frames: LiveFrame[] = [];
/** Every lap completed at the line, with the ranking of the snapshot it came from. */
const laps: LapCompleted['data'][] = [];
/** The overall and class positions of every car when the first event of the second hour was folded. */
let hourOneStart: Map<string, [number, number]> | null = null;

beforeAll(async () => {
  const recording: LapRecording = await readRecording2025();
  const state = initialSessionState();
  const model: ProjectionModel = emptyModel('course');
  const scratch = emptyChanges();
  let position = 0;
  for (let t = 0; t <= WINDOW.to; t += POLL_MS) {
    const snapshot = parsedSnapshotOf(snapshotAt(recording, t));
    const metadata = { raceTimeMs: t, snapshotId: String(t), observedAt: new Date(t).toISOString() };
    for (const event of diff(state, snapshot)) {
      evolve(state, event, metadata);
      if (hourOneStart === null && t >= 3_600_000) {
        hourOneStart = new Map(
          [...model.cars.values()].map(({ standing }) => [
            standing.number,
            [standing.ranking, standing.category_position],
          ]),
        );
      }
      position += 1;
      projectEvent(model, { event, metadata, globalPosition: position, streamPosition: position }, scratch);
      if (event.type === 'LapCompleted' && t >= WINDOW.from) laps.push(event.data);
    }
    if (t < WINDOW.from) continue;
    const timing = new Map<string, CarTiming>(
      [...model.cars].map(([number, car]) => [number, carTimingOf(car.standing)]),
    );
    frames.push(liveFrameOf(snapshot, 'course', 'active', new Date(t), state.lineGaps, timing));
  }
}, 120_000);

const everyRow = () => frames.flatMap((frame) => frame.data.map((row) => ({ frame, row })));
const describeRow = ({ frame, row }: { frame: LiveFrame; row: LiveRow }) =>
  `#${row.participant_number} at ${frame.weather.elapsed_time} s`;

describe('the ranking timing of the 2025 race (intervals, sectors, pits, hour positions)', () => {
  it('gives the car second at the line an interval equal to its gap, by the same rule', () => {
    const second = laps.filter((lap) => lap.timed && lap.position === 2);
    expect(second.length).toBeGreaterThan(5);
    for (const lap of second)
      expect(lap.interval, `#${lap.number} lap ${lap.lap}`).toEqual({ ms: lap.gapMs, text: lap.gapText });
  });

  it('gives the second of a class a class gap equal to its class interval, and a class leader neither', () => {
    const timed = laps.filter((lap) => lap.timed);
    const classSeconds = timed.filter((lap) => lap.classPosition === 2);
    expect(classSeconds.length).toBeGreaterThan(20);
    for (const lap of classSeconds) expect(lap.classGap).toEqual(lap.classInterval);
    for (const lap of timed.filter((lap) => lap.classPosition === 1)) {
      expect(lap.classGap).toEqual({ ms: null, text: '' });
      expect(lap.classInterval).toEqual({ ms: null, text: '' });
    }
  });

  it('never has a class gap shorter than the class interval, nor an interval or class gap below zero', () => {
    const wrong = everyRow().filter(
      ({ row }) =>
        (row.interval_time !== null && row.interval_time < 0) ||
        (row.class_gap_time !== null && row.class_gap_time < 0) ||
        (row.class_gap_time !== null &&
          row.class_interval_time !== null &&
          row.class_gap_time < row.class_interval_time),
    );
    expect(wrong.slice(0, 5).map(describeRow)).toEqual([]);
  });

  it('fills the intervals of nearly every car after its first crossing in the window', () => {
    const last = frames.at(-1) as LiveFrame;
    const withInterval = last.data.filter((row) => row.ranking > 1 && row.interval !== '');
    expect(withInterval.length).toBeGreaterThan(55);
  });

  it('shows the sectors of the lap in progress only for the sectors the car has passed', () => {
    const wrong = everyRow().filter(({ row }) => {
      const [s1, s2, s3] = row.current_sectors;
      return (
        (s1 !== null && row.current_sector < 2) || (s2 !== null && row.current_sector < 3) || s3 !== null
      );
    });
    expect(wrong.slice(0, 5).map(describeRow)).toEqual([]);
    expect(everyRow().some(({ row }) => row.current_sectors[1] !== null)).toBe(true);
  });

  it('gives each timed last lap sectors that add up to its time, none better than the car best', () => {
    const complete = everyRow().filter(({ row }) => row.last_lap_sectors.every((sector) => sector !== null));
    expect(complete.length).toBeGreaterThan(1000);
    for (const { row } of complete.slice(0, 2000)) {
      const [s1, s2, s3] = row.last_lap_sectors as [number, number, number];
      expect(s1 + s2 + s3).toBe(row.last_lap_time);
      row.last_lap_sectors.forEach((sector, index) => {
        expect(sector).toBeGreaterThanOrEqual(row.best_sectors[index] as number);
      });
    }
  });

  it('knows the lap of the last pit stop of every car in the pits, and of none that never stopped', () => {
    const inPit = everyRow().filter(({ row }) => row.car_state === 'InPit');
    expect(inPit.length).toBeGreaterThan(10);
    expect(
      inPit
        .filter(({ row }) => row.last_pit_lap !== row.lap_count)
        .map(describeRow)
        .slice(0, 5),
    ).toEqual([]);
    const neverStopped = everyRow().filter(({ row }) => row.pit_stops === 0);
    expect(neverStopped.every(({ row }) => row.last_pit_lap === null)).toBe(true);
    expect(
      everyRow().every(({ row }) => row.last_pit_lap === null || row.last_pit_lap <= row.lap_count),
    ).toBe(true);
  });

  it('counts gains and losses of the second hour from the positions the first hour ended with', () => {
    expect(hourOneStart?.size).toBe(62);
    const inSecondHour = frames.filter((frame) => frame.weather.elapsed_time >= 3600 + 3);
    expect(inSecondHour.length).toBeGreaterThan(100);
    for (const frame of inSecondHour) {
      for (const row of frame.data) {
        const [ranking, classPosition] = hourOneStart?.get(row.participant_number) ?? [];
        expect([row.hour_start_ranking, row.hour_start_class_position]).toEqual([ranking, classPosition]);
      }
    }
    const firstHour = frames.filter((frame) => frame.weather.elapsed_time < 3600);
    expect(firstHour.some((frame) => frame.data.some((row) => row.hour_start_ranking !== row.ranking))).toBe(
      true,
    );
  });
});
