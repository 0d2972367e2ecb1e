import type { LiveRow } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { withLapsDownSinceLine } from './laps-down-since-line.ts';

/** A Hypercar row with the gaps it was given at the line; its class order is its overall one. */
function row(number: string, ranking: number, laps: number, gap: string, interval = gap): LiveRow {
  return testLiveRow({
    participant_number: number,
    ranking,
    category_label: 'Hypercar',
    category_position: ranking,
    lap_count: laps,
    car_state: 'Running',
    gap_time: gap === '' ? 0 : 1000,
    gap,
    interval_time: interval === '' ? null : 1000,
    interval,
    class_gap_time: gap === '' ? null : 1000,
    class_gap: gap,
    class_interval_time: interval === '' ? null : 1000,
    class_interval: interval,
  });
}

const gapsOf = (rows: LiveRow[]) =>
  withLapsDownSinceLine(rows).map((r) => [r.participant_number, r.gap, r.interval, r.class_gap]);

describe('withLapsDownSinceLine', () => {
  it('keeps the gaps taken at the line while the lap counts prove nothing more', () => {
    const rows = [row('83', 1, 224, ''), row('51', 2, 224, '12.345'), row('6', 3, 223, '3:20.100', '1 Lap')];
    expect(withLapsDownSinceLine(rows)).toEqual(rows);
  });

  it('puts a car laps down once the car it is measured against has completed two laps more', () => {
    // #12 crossed the line 3:26.1 behind the leader, then stayed in the garage while the leader lapped twice.
    expect(gapsOf([row('83', 1, 224, ''), row('12', 2, 222, '3:26.100')])).toEqual([
      ['83', '', '', ''],
      ['12', '1 Lap', '1 Lap', '1 Lap'],
    ]);
  });

  it('makes a car on the same lap as the car ahead at least as many laps down as it', () => {
    const rows = [
      row('83', 1, 224, ''),
      row('5', 2, 223, '1 Lap', '1 Lap'),
      row('6', 3, 223, '3:26.100', '8.000'),
      row('7', 4, 223, '1 Lap', '2.000'),
    ];
    expect(gapsOf(rows)).toEqual([
      ['83', '', '', ''],
      ['5', '1 Lap', '1 Lap', '1 Lap'],
      // The interval to #5, on the same lap, stays a time: only gaps to a leader follow the order.
      ['6', '1 Lap', '8.000', '1 Lap'],
      ['7', '1 Lap', '2.000', '1 Lap'],
    ]);
  });

  it('never makes a car fewer laps down than the line said, nor touches the leader', () => {
    const rows = [row('83', 1, 224, ''), row('35', 2, 200, '30 Laps', '30 Laps')];
    expect(gapsOf(rows)).toEqual([
      ['83', '', '', ''],
      ['35', '30 Laps', '30 Laps', '30 Laps'],
    ]);
  });
});
