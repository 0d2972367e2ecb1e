import { describe, expect, it } from 'vitest';
import { type GapRow, shownGapsOf } from './shown-gaps.ts';

/** A car as the timing gives it: laps completed, and its gap to the leader taken at its last crossing. */
function car(number: string, laps: number, gapMs: number, lineText = '', classGapMs = 0): GapRow {
  return {
    participant_number: number,
    lap_count: laps,
    gap_time: gapMs,
    gap: lineText || (gapMs > 0 ? (gapMs / 1000).toFixed(3) : ''),
    class_gap_time: classGapMs > 0 ? classGapMs : null,
    class_gap: classGapMs > 0 ? (classGapMs / 1000).toFixed(3) : '',
    car_state: 'Running',
  };
}

const texts = (gaps: Map<string, { gap: string; interval: string }>) =>
  Object.fromEntries([...gaps].map(([number, gap]) => [number, [gap.gap, gap.interval]]));

describe('shownGapsOf', () => {
  it('shows a car in the pits one lap down by its laps, below a car on the lead lap', () => {
    // The leader and #50 have crossed the line since #6 crossed it 2.2 s behind the leader, then pitted.
    const rows = [car('8', 225, 0), car('50', 225, 48_200), car('6', 224, 2_200)];
    expect(texts(shownGapsOf(rows, false))).toEqual({
      '8': ['', ''],
      '50': ['+48.2', '+48.2'],
      '6': ['+1 tour', '+1 tour'],
    });
  });

  it('keeps a car on the lead lap at the line by its time while the leader starts the next lap', () => {
    // #7 crossed 48.2 s behind the leader, who has crossed again since, as has #50 (20 s behind).
    const rows = [car('8', 225, 0), car('50', 225, 20_000), car('7', 224, 48_200)];
    expect(texts(shownGapsOf(rows, false))).toEqual({
      '8': ['', ''],
      '50': ['+20.0', '+20.0'],
      '7': ['+48.2', '+28.2'],
    });
  });

  it('shows by its laps every car below one in the pits on the same lap, until it crosses the line', () => {
    const rows = [car('8', 225, 0), car('50', 225, 20_000), car('6', 224, 2_200), car('7', 224, 48_200)];
    expect(texts(shownGapsOf(rows, false))).toMatchObject({
      '6': ['+1 tour', '+1 tour'],
      '7': ['+1 tour', '+46.0'],
    });
  });

  it('never shows a time gap smaller than the car above', () => {
    const rows = [car('8', 225, 0), car('50', 225, 48_200), car('6', 224, 2_200), car('7', 224, 48_100)];
    const gaps = shownGapsOf(rows, false);
    expect(gaps.get('6')?.gap).toBe('+1 tour');
    expect(gaps.get('7')?.gap).toBe('+1 tour');
  });

  it('counts laps down as the lap column does: the leader’s laps minus the car’s', () => {
    // At its last crossing the leader had 224 laps (« 26 Laps »); it has crossed since: 225 against 198.
    const rows = [car('8', 225, 0), car('21', 198, 5_000_000, '26 Laps')];
    expect(shownGapsOf(rows, false).get('21')).toEqual({ gap: '+27 tours', interval: '+27 tours' });
    const behind = [
      car('8', 225, 0),
      car('12', 223, 1_000_000, '2 Laps'),
      car('21', 198, 5_000_000, '26 Laps'),
    ];
    expect(texts(shownGapsOf(behind, false))).toMatchObject({
      '12': ['+2 tours', '+2 tours'],
      '21': ['+27 tours', '+25 tours'],
    });
  });

  it('takes the intervals between the rows shown', () => {
    const rows = [
      car('8', 225, 0),
      car('50', 225, 20_000),
      car('51', 225, 31_500),
      car('12', 223, 1_000_000, '2 Laps'),
    ];
    const starred = new Set(['8', '51', '12']);
    expect(texts(shownGapsOf(rows, false, (row) => starred.has(row.participant_number)))).toEqual({
      '8': ['', ''],
      '51': ['+31.5', '+31.5'],
      '12': ['+2 tours', '+2 tours'],
    });
    const onlyBehind = new Set(['50', '51']);
    expect(texts(shownGapsOf(rows, false, (row) => onlyBehind.has(row.participant_number)))).toEqual({
      '50': ['+20.0', ''],
      '51': ['+31.5', '+11.5'],
    });
  });

  it('takes a class view’s gaps to the class leader and its intervals between the class’s cars', () => {
    const lmp2 = [
      car('43', 220, 600_000),
      car('28', 220, 610_000, '', 10_000),
      { ...car('37', 219, 700_000, '1 Lap', 100_000), class_gap: '1 Lap' },
    ];
    expect(texts(shownGapsOf(lmp2, true))).toEqual({
      '43': ['', ''],
      '28': ['+10.0', '+10.0'],
      '37': ['+1 tour', '+1 tour'],
    });
  });

  it('gives a car out of the race its laps down and no interval, and takes none to it', () => {
    const rows = [
      car('8', 225, 0),
      { ...car('4', 150, 9_000_000, '70 Laps'), car_state: 'Retired' },
      car('12', 120, 20_000_000, '105 Laps'),
      { ...car('50', 225, 10_000), car_state: 'Disqualified' },
    ];
    expect(texts(shownGapsOf(rows, false))).toEqual({
      '8': ['', ''],
      '4': ['+75 tours', ''],
      '12': ['+105 tours', '+105 tours'],
      '50': ['', ''],
    });
  });

  it('measures a view led by another car than the timing’s leader from that car', () => {
    // A sub-class: its leader is 30 s behind its class's leader, its second 42.5 s.
    const proAm = [
      car('199', 220, 0, '', 30_000),
      car('24', 220, 0, '', 42_500),
      car('10', 219, 0, '', 50_000),
    ];
    expect(texts(shownGapsOf(proAm, true))).toEqual({
      '199': ['', ''],
      '24': ['+12.5', '+12.5'],
      '10': ['+20.0', '+7.5'],
    });
  });

  it('shows nothing for a car without a lap', () => {
    const rows = [car('8', 3, 0), car('4', 0, 0)];
    expect(shownGapsOf(rows, false).get('4')).toEqual({ gap: '', interval: '' });
  });
});
