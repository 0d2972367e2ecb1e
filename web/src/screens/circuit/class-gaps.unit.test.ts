import { describe, expect, it } from 'vitest';
import { classGapsOf, NO_CLASS_GAP } from './class-gaps.ts';

/** A car of a class as the timing gives it: its place in the class, laps, and its gap to the class's leader. */
function car(
  number: string,
  category: string,
  position: number,
  laps: number,
  classGapMs: number,
  line = '',
  state = 'Running',
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
    car_state: state,
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
      '8': 'leader',
      '50': '+48.2',
      // In the pits one lap down after crossing 2.2 s behind the leader: its lap, not « +2.2 ».
      '6': '+1 tour',
      '23': 'leader',
      '43': '+2 tours',
    });
  });

  it("names only the class's first car its leader: a car with no gap reads « — »", () => {
    const gaps = classGapsOf([
      car('8', 'Hypercar', 1, 225, 0),
      car('50', 'Hypercar', 2, 225, 48_200),
      car('36', 'Hypercar', 3, 224, 0, '', 'Disqualified'),
      car('99', 'Hypercar', 4, 0, 0),
    ]);
    expect(gaps.get('8')).toBe('leader');
    expect(gaps.get('36')).toBe(NO_CLASS_GAP);
    expect(gaps.get('99')).toBe(NO_CLASS_GAP);
  });

  it('names no leader before the class has a lap', () => {
    const gaps = classGapsOf([car('8', 'Hypercar', 1, 0, 0), car('50', 'Hypercar', 2, 0, 0)]);
    expect([...gaps.values()]).toEqual([NO_CLASS_GAP, NO_CLASS_GAP]);
  });
});
