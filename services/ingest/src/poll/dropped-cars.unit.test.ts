import { testLiveRow } from '@lemans/contract/test-live-row';
import type { ParsedEntry, ParsedSnapshot } from '@lemans/race';
import { describe, expect, it } from 'vitest';
import { droppedCarsOf } from './dropped-cars.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
const rows = (shown: string[], missing: string[] = []) => [
  ...shown.map((number) => testLiveRow({ participant_number: number, missing_since_time: null })),
  ...missing.map((number) => testLiveRow({ participant_number: number, missing_since_time: 60_000 })),
];
const documentShowing = (shown: string[]) =>
  ({ entries: shown.map((number) => ({ number }) as ParsedEntry) }) as ParsedSnapshot;

describe('droppedCarsOf', () => {
  it('finds a document that leaves out a third of the field suspect, with the cars it dropped', () => {
    const field = numbers(62);
    const shown = field.filter((_, index) => index % 3 !== 0);
    expect(droppedCarsOf(rows(field), documentShowing(shown))).toEqual({
      previous: 62,
      shown: 41,
      dropped: field.filter((_, index) => index % 3 === 0),
      suspect: true,
    });
  });

  it('finds a quarter of the field or less, as cars come and go, not suspect', () => {
    const field = numbers(60);
    expect(droppedCarsOf(rows(field), documentShowing(field.slice(15)))).toMatchObject({
      dropped: field.slice(0, 15),
      suspect: false,
    });
    expect(droppedCarsOf(rows(field), documentShowing(field.slice(16)))?.suspect).toBe(true);
    expect(droppedCarsOf(rows(field), documentShowing([...field, '99']))).toMatchObject({
      shown: 61,
      dropped: [],
      suspect: false,
    });
  });

  it('counts only the cars the previous document showed: cars still left out are no new drop', () => {
    const field = numbers(62);
    const shown = field.slice(21);
    expect(droppedCarsOf(rows(shown, field.slice(0, 21)), documentShowing(shown))).toEqual({
      previous: 41,
      shown: 41,
      dropped: [],
      suspect: false,
    });
  });

  it('judges nothing without a previous frame', () => {
    expect(droppedCarsOf(undefined, documentShowing(numbers(3)))).toBeNull();
  });
});
