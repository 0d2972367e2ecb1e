import { describe, expect, it } from 'vitest';
import { classGapsOf } from './class-gaps.ts';

/** A car of a class as the timing gives it: its place in the class, laps, and its gap to the class's leader. */
function car(
  number: string,
  category: string,
  position: number,
  laps: number,
  classGapMs: number,
  line = '',
) {
  return {
    participant_number: number,
    category_label: category,
    subclass: null,
    category_position: position,
    lap_count: laps,
    gap_time: 0,
    gap: '',
    class_gap_time: classGapMs > 0 ? classGapMs : null,
    class_gap: line || (classGapMs > 0 ? (classGapMs / 1000).toFixed(3) : ''),
    car_state: 'Running',
  };
}

describe('classGapsOf', () => {
  it("words each car's gap to its class's leader as the ranking's class view does", () => {
    const gaps = classGapsOf([
      car('6', 'Hypercar', 3, 224, 2_200),
      car('8', 'Hypercar', 1, 225, 0),
      car('23', 'LMP2', 1, 210, 0),
      car('50', 'Hypercar', 2, 225, 48_200),
      car('43', 'LMP2', 2, 208, 30_000, '2 Laps'),
    ]);
    expect(Object.fromEntries(gaps)).toEqual({
      '8': '',
      '50': '+48.2',
      // In the pits one lap down after crossing 2.2 s behind the leader: its lap, not « +2.2 ».
      '6': '+1 tour',
      '23': '',
      '43': '+2 tours',
    });
  });
});
