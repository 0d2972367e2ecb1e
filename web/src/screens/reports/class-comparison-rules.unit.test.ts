import type { CarProgressRow, DriveTimeRow } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { classLines, comparableCars, toggledChoice } from './class-comparison-rules.ts';

const car = (number: string, laps: [number, number, number, number][]): CarProgressRow => ({
  participant_number: number,
  entry_id: Number(number),
  team: `Team ${number}`,
  category: 'LMP2',
  subclass: null,
  laps: laps.map(([lap, classPosition, gapMs, gapLaps]) => ({
    lap,
    race_ms: lap * 200_000,
    time_ms: 200_000,
    clean: true,
    pit_in: false,
    stint: 1,
    driver_id: 1,
    position: classPosition + 20,
    class_position: classPosition,
    class_gap_ms: gapMs,
    class_gap_laps: gapLaps,
    interval_ms: classPosition === 1 ? null : gapMs,
    interval_laps: classPosition === 1 ? null : gapLaps,
  })),
});

describe('class comparison', () => {
  it('lists each car once from the drive-time rows', () => {
    const row = (entry: number, number: string, category: string) =>
      ({ entry_id: entry, participant_number: number, team: 'T', category }) as DriveTimeRow;
    expect(comparableCars([row(1, '43', 'LMP2'), row(1, '43', 'LMP2'), row(2, '83', 'Hypercar')])).toEqual([
      { entryId: 1, number: '43', team: 'T', group: 'LMP2' },
      { entryId: 2, number: '83', team: 'T', group: 'Hypercar' },
    ]);
  });

  it('keeps between two and five cars chosen', () => {
    expect(toggledChoice([1, 2], 1)).toEqual([1, 2]);
    expect(toggledChoice([1, 2, 3], 2)).toEqual([1, 3]);
    expect(toggledChoice([1, 2, 3, 4, 5], 6)).toEqual([2, 3, 4, 5, 6]);
  });

  it('lines up every car on the lap numbers, laps down said in laps', () => {
    const lines = classLines(
      [
        car('43', [
          [1, 1, 0, 0],
          [2, 1, 0, 0],
        ]),
        car('28', [[1, 2, 420_000, 2]]),
      ],
      ['red', 'blue'],
    );
    expect(lines.lapCount).toBe(2);
    expect(lines.positions.map((line) => line.values)).toEqual([
      [1, 1],
      [2, null],
    ]);
    expect(lines.gaps[1]).toMatchObject({ values: [420, null], notes: ['+2 tours', null], color: 'blue' });
    expect(lines.intervals[0]?.values).toEqual([null, null]);
  });
});
