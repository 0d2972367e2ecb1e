import type { LiveRow } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { RANKING_COLUMNS, type RankingColumn } from './ranking-columns.ts';
import { isSortKey, nextSortOf, rankingSortOf, sortedRowsOf, sortParamOf } from './ranking-sort.ts';

/** Cars in the race's order, by number: the first leads. */
const car = (number: string, fields: Partial<LiveRow>) =>
  testLiveRow({ participant_number: number, ...fields });
const numbersOf = (rows: readonly LiveRow[]) => rows.map((row) => row.participant_number);

const race = [
  car('1', { best_lap_time: 206_500, speed: 330 }),
  car('2', { best_lap_time: null, speed: null }),
  car('3', { best_lap_time: 205_900, speed: 341 }),
  car('4', { best_lap_time: 206_500, speed: 330 }),
  car('5', { best_lap_time: 0, speed: 318 }),
  car('6', { best_lap_time: 207_000, speed: null }),
];

describe('sortedRowsOf', () => {
  it('keeps the rows themselves, in the race order, without a sort', () => {
    expect(sortedRowsOf(race, null)).toBe(race);
  });

  it('orders by the value, cars without one last, in either direction', () => {
    expect(numbersOf(sortedRowsOf(race, { key: 'best', direction: 'asc' }))).toEqual([
      '3',
      '1',
      '4',
      '6',
      '2',
      '5',
    ]);
    expect(numbersOf(sortedRowsOf(race, { key: 'best', direction: 'desc' }))).toEqual([
      '6',
      '1',
      '4',
      '3',
      '2',
      '5',
    ]);
    expect(numbersOf(sortedRowsOf(race, { key: 'speed', direction: 'desc' }))).toEqual([
      '3',
      '1',
      '4',
      '5',
      '2',
      '6',
    ]);
  });

  it('keeps the race order between equals, and the rows their objects', () => {
    const sorted = sortedRowsOf(race, { key: 'speed', direction: 'asc' });
    expect(numbersOf(sorted)).toEqual(['5', '1', '4', '3', '2', '6']);
    expect(sorted[1]).toBe(race[0]);
    expect(numbersOf(race)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it("sorts a sector by the time its cell shows: the lap in progress's, else the last lap's", () => {
    const rows = [
      car('7', { current_sectors: [null, null, null], last_lap_sectors: [35_400, 80_000, 90_000] }),
      car('8', { current_sectors: [35_100, null, null], last_lap_sectors: [36_000, 80_000, 90_000] }),
      car('9', { current_sectors: [null, null, null], last_lap_sectors: [null, null, null] }),
    ];
    expect(numbersOf(sortedRowsOf(rows, { key: 's1', direction: 'asc' }))).toEqual(['8', '7', '9']);
  });
});

describe('nextSortOf', () => {
  it('sorts by a column in its first direction, then the other, then gives the race order back', () => {
    const best1 = nextSortOf(null, 'best');
    expect(best1).toEqual({ key: 'best', direction: 'asc' });
    const best2 = nextSortOf(best1, 'best');
    expect(best2).toEqual({ key: 'best', direction: 'desc' });
    expect(nextSortOf(best2, 'best')).toBeNull();
  });

  it('starts each column in its own first direction, whatever the previous sort', () => {
    expect(nextSortOf({ key: 'best', direction: 'desc' }, 'speed')).toEqual({
      key: 'speed',
      direction: 'desc',
    });
    expect(nextSortOf({ key: 'speed', direction: 'desc' }, 'laps')).toEqual({
      key: 'laps',
      direction: 'desc',
    });
  });
});

describe('the sort in the address', () => {
  it('writes a sort the address reads back', () => {
    expect(sortParamOf({ key: 's2', direction: 'desc' })).toBe('s2-desc');
    expect(rankingSortOf('s2-desc')).toEqual({ key: 's2', direction: 'desc' });
    expect(rankingSortOf('vmax-asc')).toEqual({ key: 'vmax', direction: 'asc' });
  });

  it('ignores no sort, an unknown column or direction, and a column that does not sort', () => {
    for (const param of [null, '', 'best', 'best-up', 'nope-asc', 'driver-asc', 'star-desc', 'BEST-ASC']) {
      expect(rankingSortOf(param)).toBeNull();
    }
  });
});

describe('the sortable columns', () => {
  it('are the figures a timing page sorts by, each column saying whether it sorts', () => {
    const columns: readonly RankingColumn[] = RANKING_COLUMNS;
    expect(columns.filter((column) => isSortKey(column.key)).map((column) => column.key)).toEqual([
      'laps',
      'last',
      'best',
      's1',
      's2',
      's3',
      'pits',
      'stop',
      'stint',
      'speed',
      'vmax',
    ]);
  });
});
