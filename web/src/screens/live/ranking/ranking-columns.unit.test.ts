import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { t } from '../../../i18n/i18n.ts';
import {
  columnClassOf,
  columnsOn,
  DETAILS_FIGURES,
  figureCellText,
  figureDetailText,
  fullHeadingOf,
  RANKING_COLUMNS,
  type RankingColumn,
} from './ranking-columns.ts';

const columns: readonly RankingColumn[] = RANKING_COLUMNS;
const column = (key: string): RankingColumn => {
  const found = columns.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
};

describe('ranking columns', () => {
  it('name each column once: its key is its cells React key and class', () => {
    const keys = columns.map((candidate) => candidate.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leave the laptop table one column, the driver, for what the fixed widths leave', () => {
    const rest = columns.filter(
      (candidate) => candidate.shown !== 'phone-only' && candidate.width === 'rest',
    );
    expect(rest.map((candidate) => candidate.key)).toEqual(['driver']);
  });

  // The table's box: the window less the page's padding, 1rem each side (styles/base.css), the page no
  // wider than 1440 px (ranking-page.css).
  it.each([
    [1280, false],
    [1440, true],
  ])("fit a window of %i px, leaving the driver's column its least width", (window, wideScreen) => {
    const boxRem = window / 16 - 2;
    const wide = columnsOn('wide').flatMap((candidate) =>
      'width' in candidate && (wideScreen || candidate.shown !== 'wide-screens') ? [candidate] : [],
    );
    const rem = (width: string | undefined) => Number.parseFloat(width ?? 'NaN');
    const fixed = wide.filter((candidate) => candidate.width !== 'rest');
    const rest = wide.find((candidate) => candidate.width === 'rest');
    const total = fixed.reduce((sum, candidate) => sum + rem(candidate.width), rem(rest?.least));
    expect(total).toBeLessThanOrEqual(boxRem);
  });

  it("write a speed to the tenth as the page's language does, with its unit in the car's details", () => {
    const row = testLiveRow({ speed: 341.25, top_speed: 349 });
    expect(DETAILS_FIGURES.map((figure) => [t(figure.detail), figureDetailText(figure, row)])).toEqual([
      ['Vitesse', '341,3 km/h'],
      ['Vitesse maximale', '349,0 km/h'],
    ]);
    const vmax = column('vmax');
    if (!('figure' in vmax) || !vmax.figure) throw new Error('Vmax is a figure');
    expect(figureCellText(vmax.figure, row)).toBe('349,0');
    expect(figureCellText(vmax.figure, testLiveRow({ top_speed: null }))).toBe('-');
    expect(figureDetailText(vmax.figure, testLiveRow({ top_speed: null }))).toBe('-');
  });

  it('class a column by its name, its figures and where it is hidden', () => {
    expect(columnClassOf(column('driver'))).toBe('col-driver');
    expect(columnClassOf(column('gap'))).toBe('col-gap numeric');
    expect(columnClassOf(column('s2'))).toBe('col-s2 numeric not-on-phone');
    expect(columnClassOf(column('more'))).toBe('col-more phone-only');
    expect(columnClassOf(column('vmax'))).toBe('col-vmax numeric wide-screens');
  });

  it("give a shortened heading's full name, the class's while one class is shown", () => {
    expect(fullHeadingOf(column('int'), false)).toBe('Intervalle avec la voiture précédente');
    expect(fullHeadingOf(column('int'), true)).toBe('Intervalle avec la voiture précédente de la catégorie');
    expect(fullHeadingOf(column('best'), true)).toBe('Meilleur tour');
    expect(fullHeadingOf(column('team'), false)).toBeUndefined();
  });

  it("give a phone's table the columns a phone shows and the interval its reader may switch to, a wider one the others", () => {
    const keys = (width: 'phone' | 'wide') => columnsOn(width).map((column) => column.key);
    const phone = keys('phone');
    const wide = keys('wide');
    expect(phone).toEqual(
      columns
        .filter(
          (column) =>
            (column.shown !== 'not-on-phone' && column.shown !== 'wide-screens') || column.key === 'int',
        )
        .map((column) => column.key),
    );
    expect(phone).toContain('gap');
    expect(phone).not.toContain('s1');
    expect(phone).not.toContain('vmax');
    expect(wide).toEqual(
      columns.filter((column) => column.shown !== 'phone-only').map((column) => column.key),
    );
    expect(wide).toContain('s1');
    expect(phone.length).toBeLessThan(wide.length);
  });
});
