import type { LiveRow } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { parseLapsBehind } from '@lemans/contract/timing';
import { describe, expect, it } from 'vitest';
import { withGapsFromLeaderGaps } from './gaps-from-leader-gaps.ts';

/** A row as a session joined mid-race first shows it: a gap to the leader, nothing relative yet. */
function row(
  number: string,
  ranking: number,
  category: string,
  classPosition: number,
  gap: [number, string],
  laps = 300 - parseLapsBehind(gap[1]),
) {
  return testLiveRow({
    participant_number: number,
    lap_count: laps,
    ranking,
    category_label: category,
    category_position: classPosition,
    gap_time: gap[0],
    gap: gap[1],
  });
}

const relative = (rows: LiveRow[]) =>
  withGapsFromLeaderGaps(rows).map((r) => [
    r.participant_number,
    r.interval,
    r.interval_time,
    r.class_gap,
    r.class_interval,
  ]);

describe('withGapsFromLeaderGaps', () => {
  it('takes the interval and the class gaps from the differences of the gaps to the leader', () => {
    const rows = [
      row('83', 1, 'Hypercar', 1, [0, '']),
      row('6', 2, 'Hypercar', 2, [14_084, '14.084']),
      row('43', 3, 'LMP2', 1, [95_500, '1:35.500']),
      row('51', 4, 'Hypercar', 3, [96_000, '1:36.000']),
      row('37', 5, 'LMP2', 2, [101_250, '1:41.250']),
    ];
    expect(relative(rows)).toEqual([
      ['83', '', null, '', ''],
      ['6', '14.084', 14_084, '14.084', '14.084'],
      ['43', '1:21.416', 81_416, '', ''],
      ['51', '0.500', 500, '1:36.000', '1:21.916'],
      ['37', '5.250', 5_250, '5.750', '5.750'],
    ]);
  });

  it('gives laps where the car is more laps down than the one ahead, and a time on the same lap', () => {
    const rows = [
      row('83', 1, 'Hypercar', 1, [0, '']),
      row('6', 2, 'Hypercar', 2, [200_000, '1 Lap']),
      row('51', 3, 'Hypercar', 3, [230_000, '1 Lap']),
      row('12', 4, 'Hypercar', 4, [650_000, '3 Laps']),
    ];
    expect(relative(rows).map(([number, interval]) => [number, interval])).toEqual([
      ['83', ''],
      ['6', '1 Lap'],
      ['51', '30.000'],
      ['12', '2 Laps'],
    ]);
  });

  it('gives a time between two cars on the same lap, whatever laps the leader made between their crossings', () => {
    // The leader completed a lap between #21's crossing and #78's: one is « 26 Laps » down, the other « 27 ».
    const rows = [
      row('83', 1, 'Hypercar', 1, [0, ''], 225),
      row('21', 2, 'LMGT3', 1, [5_000, '26 Laps'], 198),
      row('78', 3, 'LMGT3', 2, [145_962, '27 Laps'], 198),
      row('85', 4, 'LMGT3', 3, [150_000, '27 Laps'], 197),
    ];
    expect(relative(rows).map(([number, interval, , classGap]) => [number, interval, classGap])).toEqual([
      ['83', '', ''],
      ['21', '26 Laps', ''],
      ['78', '2:20.962', '2:20.962'],
      ['85', '4.038', '1 Lap'],
    ]);
  });

  it('keeps what the line gave, and gives nothing against a car without a gap or a negative difference', () => {
    const atLine = {
      ...row('6', 2, 'Hypercar', 2, [14_084, '14.084']),
      ...{ interval_time: 14_100, interval: '14.100', class_gap_time: 14_100, class_gap: '14.100' },
      ...{ class_interval_time: 14_100, class_interval: '14.100' },
    };
    const rows = [
      row('83', 1, 'Hypercar', 1, [0, '']),
      atLine,
      row('51', 3, 'Hypercar', 3, [0, '']),
      row('12', 4, 'Hypercar', 4, [20_000, '20.000']),
      row('7', 5, 'Hypercar', 5, [19_000, '19.000']),
    ];
    const filled = withGapsFromLeaderGaps(rows);
    expect(filled[1]).toBe(atLine);
    expect(filled[2]?.interval_time).toBeNull();
    expect(filled[3]?.interval_time).toBeNull();
    expect(filled[4]?.interval_time).toBeNull();
  });
});
