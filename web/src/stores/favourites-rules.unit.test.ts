import { describe, expect, it } from 'vitest';
import { favouritesOf, favouritesViewOf, rowsForFavourites } from './favourites-rules.ts';

const rows = ['83', '6', '51', '43', '92'].map((participant_number) => ({ participant_number }));

describe('favourites', () => {
  it('reads the stored list, ignoring anything that is not a list of numbers', () => {
    expect([...favouritesOf('["83","007"]')]).toEqual(['83', '007']);
    expect([...favouritesOf('[83,"6"]')]).toEqual(['6']);
    expect(favouritesOf('{').size).toBe(0);
    expect(favouritesOf('"83"').size).toBe(0);
    expect(favouritesOf(null).size).toBe(0);
  });

  it('reads the stored view, else shows every car', () => {
    expect(favouritesViewOf('pinned')).toBe('pinned');
    expect(favouritesViewOf('only')).toBe('only');
    expect(favouritesViewOf('top')).toBe('all');
    expect(favouritesViewOf(null)).toBe('all');
  });

  it('pins starred cars first in race order, or shows them alone, keeping the row objects', () => {
    const starred = new Set(['92', '6']);
    const numbers = (list: readonly { participant_number: string }[]) =>
      list.map((r) => r.participant_number);
    expect(numbers(rowsForFavourites(rows, starred, 'all'))).toEqual(['83', '6', '51', '43', '92']);
    expect(numbers(rowsForFavourites(rows, starred, 'pinned'))).toEqual(['6', '92', '83', '51', '43']);
    expect(numbers(rowsForFavourites(rows, starred, 'only'))).toEqual(['6', '92']);
    expect(rowsForFavourites(rows, starred, 'pinned')[0]).toBe(rows[1]);
    expect(rowsForFavourites(rows, new Set(), 'only')).toBe(rows);
  });
});
