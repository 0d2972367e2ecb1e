import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { withOutCarsLapsBehind } from './out-car-gaps.ts';

function row(
  number: string,
  ranking: number,
  classPosition: number,
  laps: number,
  state: string,
  gap: string,
) {
  return testLiveRow({
    participant_number: number,
    ranking,
    category_label: number === '28' || number === '43' ? 'LMP2' : 'Hypercar',
    category_position: classPosition,
    lap_count: laps,
    car_state: state,
    gap_time: 0,
    gap,
    interval_time: 5000,
    interval: '5.000',
    class_interval_time: 5000,
    class_interval: '5.000',
  });
}

describe('withOutCarsLapsBehind', () => {
  it('measures a retired or stopped car in laps behind the leaders as they stand, with no interval', () => {
    const rows = [
      row('83', 1, 1, 387, 'Finished', ''),
      row('43', 2, 1, 367, 'Finished', '20 Laps'),
      row('59', 3, 2, 314, 'Stopped', '53 Laps'),
      row('28', 4, 2, 308, 'Retired', '18 Laps'),
    ];
    const shown = withOutCarsLapsBehind(rows);
    expect(shown.map((r) => [r.participant_number, r.gap, r.class_gap, r.interval, r.interval_time])).toEqual(
      [
        ['83', '', '', '5.000', 5000],
        ['43', '20 Laps', '', '5.000', 5000],
        ['59', '73 Laps', '73 Laps', '', null],
        ['28', '79 Laps', '59 Laps', '', null],
      ],
    );
    expect(shown[0]).toBe(rows[0]);
  });

  it('leaves a car on the leader’s lap as it was', () => {
    const rows = [row('83', 1, 1, 10, 'Running', ''), row('6', 2, 2, 10, 'Stopped', '14.084')];
    expect(withOutCarsLapsBehind(rows)[1]).toMatchObject({ gap: '14.084', interval: '' });
  });
});
