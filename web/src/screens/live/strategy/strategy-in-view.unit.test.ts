import type { StrategyRow } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { strategyRowsInView } from './strategy-in-view.ts';

/** A car of the answer: its class place on the road, its pit-adjusted place and gap to that order's leader. */
function car(
  number: string,
  classPosition: number,
  adjustedPosition: number | null,
  leaderGapMs: number | null,
  subclass: 'PRO_AM' | null = null,
  category = 'LMP2',
): StrategyRow {
  return {
    participant_number: number,
    entry_id: Number(number),
    team: `Team ${number}`,
    category,
    subclass,
    laps: 300,
    class_position: classPosition,
    in_pit: false,
    stint_laps: 10,
    stint_ms: 2_000_000,
    usual_stint_laps: 14,
    usual_stint_from: 'car',
    next_stop_lap: null,
    next_stop_window_from_lap: null,
    next_stop_window_to_lap: null,
    pace_ms: 215_000,
    stop_cost_ms: 70_000,
    stops_owed: 1,
    pit_adjusted_gap_ms: null,
    pit_adjusted_class_leader_gap_ms: leaderGapMs,
    pit_adjusted_class_position: adjustedPosition,
  };
}

const ANSWER = [
  car('8', 1, 1, null, null, 'Hypercar'),
  car('43', 1, 1, null),
  car('199', 2, 3, 20_000, 'PRO_AM'),
  car('48', 3, 2, 5_000),
  car('29', 4, 5, 61_500, 'PRO_AM'),
  car('83', 5, 4, 40_000, 'PRO_AM'),
  car('183', 6, null, null, 'PRO_AM'),
];

const places = (rows: StrategyRow[]) =>
  rows.map((row) => [
    row.participant_number,
    row.class_position,
    row.pit_adjusted_class_position,
    row.pit_adjusted_gap_ms,
    row.pit_adjusted_class_leader_gap_ms,
  ]);

describe('strategyRowsInView', () => {
  it("keeps a class's places and gaps as the answer gives them", () => {
    expect(strategyRowsInView(ANSWER, 'LMP2')).toEqual(ANSWER.slice(1));
    expect(strategyRowsInView(ANSWER, null)).toEqual(ANSWER);
  });

  it("places a sub-class's cars among themselves, its pit-adjusted gaps from its own first car", () => {
    expect(places(strategyRowsInView(ANSWER, 'LMP2 Pro-Am'))).toEqual([
      // Second of LMP2 on the road and third once the stops even out: first of Pro-Am both ways.
      ['199', 1, 1, null, null],
      // #29 is ahead of #83 on the road, behind it once the stops even out.
      ['29', 2, 3, 21_500, 41_500],
      ['83', 3, 2, 20_000, 20_000],
      // No pit-adjusted place in the class: none in the sub-class either.
      ['183', 4, null, null, null],
    ]);
  });

  it("re-bases on the sub-class's first car when the class's leader is in it", () => {
    const answer = [
      car('199', 1, 1, null, 'PRO_AM'),
      car('43', 2, 2, 3_000),
      car('29', 3, 3, 9_000, 'PRO_AM'),
    ];
    expect(places(strategyRowsInView(answer, 'LMP2 Pro-Am'))).toEqual([
      ['199', 1, 1, null, null],
      ['29', 2, 2, 9_000, 9_000],
    ]);
  });
});
