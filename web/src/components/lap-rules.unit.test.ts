import { describe, expect, it } from 'vitest';
import type { Lap } from '../api/types.ts';
import { lapChartData } from './lap-chart-data.ts';
import { lapHighlight, lapPage } from './lap-rules.ts';

const lap = (lap_number: number, fields: Partial<Lap> = {}): Lap => ({
  lap_number,
  is_best_lap: false,
  pitstop_flag: false,
  driver_change: false,
  driver_id: 1,
  driver_name: 'A B',
  driver_picture: null,
  lap_time: 210_000,
  position: 1,
  gap_to_leader: 0,
  sector1_time: null,
  sector2_time: null,
  sector3_time: null,
  speed: null,
  ...fields,
});

describe('lap table', () => {
  it('pages by 50, keeping the page within the pages', () => {
    const laps = Array.from({ length: 120 }, (_, index) => lap(index + 1));
    expect(lapPage(laps, 1).pages).toBe(3);
    expect(lapPage(laps, 3).laps.map((l) => l.lap_number)).toEqual(
      Array.from({ length: 20 }, (_, i) => 101 + i),
    );
    expect(lapPage(laps, 9).page).toBe(3);
    expect(lapPage(laps, 9).laps[0]?.lap_number).toBe(101);
    expect(lapPage([], 1)).toEqual({ laps: [], page: 1, pages: 1 });
  });

  it('highlights the best lap first, then a pit stop, then a driver change', () => {
    expect(lapHighlight(lap(1, { is_best_lap: true, pitstop_flag: true }))).toBe('best');
    expect(lapHighlight(lap(1, { pitstop_flag: true, driver_change: true }))).toBe('pit');
    expect(lapHighlight(lap(1, { driver_change: true }))).toBe('driver-change');
    expect(lapHighlight(lap(1))).toBeNull();
  });
});

describe('lap chart data', () => {
  it("plots each driver's own timed laps in seconds, leaving pit and untimed laps out", () => {
    const drivers = [
      { id: 1, firstname: 'A', lastname: 'B', picture: null, driver_position: 1 },
      { id: 2, firstname: 'C', lastname: 'D', picture: null, driver_position: 2 },
    ];
    const data = lapChartData(
      [
        lap(1, { lap_time: 210_500 }),
        lap(2, { pitstop_flag: true }),
        lap(3, { driver_id: 2, lap_time: 211_000 }),
        lap(4, { driver_id: 2, lap_time: null }),
        lap(5, { driver_id: 2, lap_time: 0 }),
      ],
      drivers,
    );
    expect(data.laps).toEqual([1, 2, 3, 4, 5]);
    expect(data.series.map((series) => series.times)).toEqual([
      [210.5, null, null, null, null],
      [null, null, 211, null, null],
    ]);
  });
});
