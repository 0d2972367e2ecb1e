import { describe, expect, it } from 'vitest';
import type { Lap } from './driver-types.ts';
import { lapChartData, lapPage, lapRowClass } from './lap-rules.ts';

const lap = (lap_number: number, lap_time: number | null, flags: Partial<Lap> = {}): Lap => ({
  lap_number,
  is_best_lap: false,
  pitstop_flag: false,
  driver_change: false,
  driver_name: null,
  lap_time,
  position: 1,
  gap_to_leader: 0,
  sector1_time: null,
  sector2_time: null,
  sector3_time: null,
  speed: null,
  ...flags,
});

describe('lap rules', () => {
  it('pages by 50', () => {
    const laps = Array.from({ length: 120 }, (_, index) => lap(index + 1, 200_000));
    expect(lapPage(laps, 1).pages).toBe(3);
    expect(lapPage(laps, 3).laps.map((l) => l.lap_number)).toEqual(
      Array.from({ length: 20 }, (_, i) => 101 + i),
    );
    expect(lapPage(laps, 9).laps[0]?.lap_number).toBe(101);
    expect(lapPage([], 1)).toEqual({ laps: [], pages: 1 });
  });

  it('highlights best lap, pit stop and driver change', () => {
    expect(lapRowClass(lap(1, 1, { is_best_lap: true, pitstop_flag: true }))).toBe('best-lap');
    expect(lapRowClass(lap(1, 1, { pitstop_flag: true }))).toBe('pit-lap');
    expect(lapRowClass(lap(1, 1, { driver_change: true }))).toBe('change-lap');
    expect(lapRowClass(lap(1, 1))).toBe('');
  });

  it('charts timed laps in seconds', () => {
    expect(lapChartData([lap(1, 210_500), lap(2, null), lap(3, 0), lap(4, 205_000)])).toEqual([
      [1, 4],
      [210.5, 205],
    ]);
  });
});
