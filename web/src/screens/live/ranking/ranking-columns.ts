import type { LiveRow } from '@lemans/contract';
import { formatTenths } from '../../../format/numbers.ts';
import type { CoreMessageId, MessageValues } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';
import { type SectorIndex, sectorMsOf, stintLapsOf } from './ranking-cells.ts';

/**
 * The live ranking's columns, in their order on screen. The head, the rows, the details row's span and its
 * figures, the laptop's column widths, what a phone hides and the browser tests (ranking-layout,
 * live-ranking) all read this list: a column is added, moved or resized here. A figure's column (`figure`)
 * is whole here, its cell and its line of the phone's details written from it; any other fails to
 * type-check until ranking-row-cells.tsx has a cell for it.
 *
 * Plain data and message ids (no DOM), so that the browser test can import it.
 */

/** The order of a sort: from the least value, or from the greatest. */
export type SortDirection = 'asc' | 'desc';

/**
 * How a column orders the cars when its reader sorts the table by it (ranking-sort.ts): by a value of the
 * car's row, null for none (such cars go last, whichever the direction), first in the direction a timing
 * page reads it (times from the quickest, speeds from the fastest, laps from the most).
 */
export interface ColumnSort {
  readonly by: (row: LiveRow) => number | null;
  readonly first: SortDirection;
}

/** A time as a sort reads it: one not (yet) timed has none. */
const timed = (ms: number | null | undefined): number | null => (ms != null && ms > 0 ? ms : null);

/** A width that follows the reader's font size. */
type Rem = `${number}rem`;

interface ColumnHeading {
  /** Names the row's cell for the column and its class, `col-<key>`, which the styles and tests select. */
  readonly key: string;
  /** The heading as shown; shortened when `full` is given, which the `abbr`'s title carries. */
  readonly heading: CoreMessageId;
  readonly full?: CoreMessageId;
  /** The full name while one class is shown alone, when it differs: positions and gaps are then the class's. */
  readonly fullInClass?: CoreMessageId;
  /** The values of the heading's and full name's placeholders. */
  readonly values?: MessageValues;
  /** Read by assistive technologies only: the column holds buttons, whose labels say what they do. */
  readonly headingHidden?: boolean;
  /** Figures: right-aligned, in digits of one width. */
  readonly numeric?: boolean;
  /** Said for every column, so that a new one cannot forget it: null for a column the table is not sorted by. */
  readonly sort: ColumnSort | null;
}

/**
 * One of the row's speeds (km/h), as a column shows it: to the tenth as the page's language writes it, a
 * dash for none; in its cell, and with its unit on its line of the car's details, which a phone opens for
 * the columns it leaves out.
 */
interface Figure {
  readonly of: (row: LiveRow) => number | null;
  /** The details line's name. */
  readonly detail: CoreMessageId;
}

/**
 * A column of the tablet and laptop tables. From 1280 px the table's layout is fixed (a live update then
 * repaints the cells it changed instead of having the browser size every column of the 62 rows again): each
 * column takes its width there, and the one column marked 'rest' what the others leave. A phone shows it,
 * or not, in which case the car's details (opened from the row) give its value.
 */
interface WideColumn extends ColumnHeading {
  /** 'wide-screens': not on a phone, and on the wider tables from 1440 px only, where the page has room. */
  readonly shown: 'everywhere' | 'not-on-phone' | 'wide-screens';
  readonly width: Rem | 'rest';
  /** For the 'rest' column: the narrowest it may be, which the others' widths must leave it at 1280 px. */
  readonly least?: Rem;
  /** Not shown on a phone, but in a phone's table all the same: its reader may show it in another's place. */
  readonly onPhoneByChoice?: true;
  readonly figure?: Figure;
}

/** A column of the phone's table only: the wider tables have room for what it opens. */
interface PhoneColumn extends ColumnHeading {
  readonly shown: 'phone-only';
}

export type RankingColumn = WideColumn | PhoneColumn;

const sector = (index: 1 | 2 | 3) =>
  ({
    key: `s${index}`,
    heading: 'ranking.column.sector',
    full: 'ranking.column.sector_full',
    values: { index },
    numeric: true,
    sort: { by: (row: LiveRow) => timed(sectorMsOf(row, (index - 1) as SectorIndex)), first: 'asc' },
    shown: 'not-on-phone',
    // Room for a record's bold italics in the second and third sectors: '1:20.163' beside '1:38.205'.
    width: index === 1 ? '3.75rem' : '4.5rem',
  }) as const;

export const RANKING_COLUMNS = [
  {
    key: 'star',
    heading: 'ranking.column.star',
    headingHidden: true,
    // Its buttons follow a car: they are no figure to sort by.
    sort: null,
    shown: 'not-on-phone',
    width: '2.25rem',
  },
  {
    key: 'pos',
    heading: 'ranking.column.pos',
    full: 'ranking.column.pos_full',
    fullInClass: 'ranking.column.pos_full_class',
    // The race's order itself, which each sorted heading's last click comes back to.
    sort: null,
    shown: 'everywhere',
    width: '4.75rem',
  },
  {
    key: 'num',
    heading: 'ranking.column.num',
    full: 'ranking.column.num_full',
    // Numbers, teams and drivers are names: an order of them tells nothing of the race.
    sort: null,
    shown: 'everywhere',
    width: '2.75rem',
  },
  { key: 'team', heading: 'ranking.column.team', sort: null, shown: 'not-on-phone', width: '8.5rem' },
  // What the other columns leave, the name wrapping between words: a width added to them is taken from it.
  // At least the longest word of a name of the 2025 field ('Boguslavskiy', 88 px in the table's type) and
  // the cell's padding.
  {
    key: 'driver',
    heading: 'ranking.column.driver',
    sort: null,
    shown: 'everywhere',
    width: 'rest',
    least: '6.5rem',
  },
  {
    key: 'laps',
    heading: 'ranking.column.laps',
    numeric: true,
    sort: { by: (row) => row.lap_count, first: 'desc' },
    shown: 'not-on-phone',
    width: '3rem',
  },
  {
    key: 'last',
    heading: 'ranking.column.last',
    numeric: true,
    sort: { by: (row) => timed(row.last_lap_time), first: 'asc' },
    shown: 'everywhere',
    width: '4.75rem',
  },
  {
    key: 'best',
    heading: 'ranking.column.best',
    full: 'ranking.column.best_full',
    numeric: true,
    sort: { by: (row) => timed(row.best_lap_time), first: 'asc' },
    shown: 'not-on-phone',
    width: '4.75rem',
  },
  {
    key: 'gap',
    heading: 'ranking.column.gap',
    full: 'ranking.column.gap_full',
    fullInClass: 'ranking.column.gap_full_class',
    numeric: true,
    // Sorted, the gaps to the leader would be the race's order again.
    sort: null,
    shown: 'everywhere',
    width: '4.75rem',
  },
  // A phone shows the gap or, when its reader switches to it, the interval in its place (ranking-page.css).
  {
    key: 'int',
    heading: 'ranking.column.int',
    full: 'ranking.column.int_full',
    fullInClass: 'ranking.column.int_full_class',
    numeric: true,
    // Each to the car ahead in the race's order: sorted, a car would no longer be below the one it is taken to.
    sort: null,
    shown: 'not-on-phone',
    onPhoneByChoice: true,
    width: '4.75rem',
  },
  sector(1),
  sector(2),
  sector(3),
  {
    key: 'pits',
    heading: 'ranking.column.pits',
    full: 'ranking.column.pits_full',
    numeric: true,
    sort: { by: (row) => row.pit_stops, first: 'asc' },
    shown: 'not-on-phone',
    width: '3.25rem',
  },
  {
    key: 'stop',
    heading: 'ranking.column.stop',
    full: 'ranking.column.stop_full',
    numeric: true,
    sort: { by: (row) => timed(row.last_pit_time), first: 'asc' },
    shown: 'not-on-phone',
    width: '3.25rem',
  },
  {
    key: 'stint',
    heading: 'ranking.column.stint',
    full: 'ranking.column.stint_full',
    numeric: true,
    // The longest stint first: the cars due to stop.
    sort: { by: stintLapsOf, first: 'desc' },
    shown: 'not-on-phone',
    width: '3rem',
  },
  // The top speed of the last lap (the specification's « Vitesse »).
  {
    key: 'speed',
    heading: 'ranking.column.speed',
    full: 'ranking.column.speed_full',
    numeric: true,
    sort: { by: (row) => row.speed, first: 'desc' },
    shown: 'not-on-phone',
    width: '3.5rem',
    figure: { of: (row) => row.speed, detail: 'details.speed' },
  },
  // The highest top speed so far. A table 1280 px wide has no room for it beside the last lap's (the width
  // test in ranking-columns.unit.test.ts): from 1440 px, and in a phone's details.
  {
    key: 'vmax',
    heading: 'ranking.column.vmax',
    full: 'ranking.column.vmax_full',
    numeric: true,
    sort: { by: (row) => row.top_speed, first: 'desc' },
    shown: 'wide-screens',
    width: '3.5rem',
    figure: { of: (row) => row.top_speed, detail: 'details.vmax' },
  },
  // 'Disqualifié', the longest state.
  { key: 'state', heading: 'ranking.column.state', sort: null, shown: 'not-on-phone', width: '5.5rem' },
  { key: 'more', heading: 'ranking.column.more', headingHidden: true, sort: null, shown: 'phone-only' },
] as const satisfies readonly RankingColumn[];

export type ColumnKey = (typeof RANKING_COLUMNS)[number]['key'];

/** The columns the table can be sorted by. */
export type SortKey = Extract<(typeof RANKING_COLUMNS)[number], { sort: ColumnSort }>['key'];

/** The columns whose cell is a figure's, written from the list. */
export type FigureColumnKey = Extract<(typeof RANKING_COLUMNS)[number], { figure: Figure }>['key'];

/** A figure's text in its cell. */
export function figureCellText(figure: Figure, row: LiveRow): string {
  const value = figure.of(row);
  return value === null ? '-' : formatTenths(value);
}

/** A figure's value with its unit, for the car's details. */
export function figureDetailText(figure: Figure, row: LiveRow): string {
  const value = figure.of(row);
  return value === null ? '-' : t('details.speed_value', { speed: formatTenths(value) });
}

/** The figures the car's details give: the columns' that a phone leaves out, in the list's order. */
export const DETAILS_FIGURES: readonly Figure[] = (RANKING_COLUMNS as readonly RankingColumn[]).flatMap(
  (column) => ('figure' in column && column.figure && column.shown !== 'everywhere' ? [column.figure] : []),
);

/** The screens the table is laid out for: a phone's (up to 640 px, ranking-page.css) and the wider ones'. */
export type TableWidth = 'phone' | 'wide';

/**
 * The columns a table of that width has, in the list's order: a phone's table has no cell at all for the
 * columns it does not show (a phone then builds, styles and lays out half the cells), but for the one its
 * reader may switch to; a wider one none for the phone's own.
 */
export function columnsOn(width: TableWidth): readonly RankingColumn[] {
  const absent: readonly RankingColumn['shown'][] =
    width === 'phone' ? ['not-on-phone', 'wide-screens'] : ['phone-only'];
  return (RANKING_COLUMNS as readonly RankingColumn[]).filter(
    (column) => !absent.includes(column.shown) || (width === 'phone' && 'onPhoneByChoice' in column),
  );
}

/** The class of the column's heading and cells: its name, its alignment, and where it is hidden. */
export function columnClassOf(column: RankingColumn): string {
  return [
    `col-${column.key}`,
    column.numeric ? 'numeric' : '',
    column.shown === 'everywhere' ? '' : column.shown,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The heading's full name in the page's language, if it is shortened. */
export function fullHeadingOf(column: RankingColumn, classView: boolean): string | undefined {
  const full = (classView ? column.fullInClass : undefined) ?? column.full;
  return full && t(full, column.values);
}

/** The heading as shown, in the page's language. */
export function headingOf(column: RankingColumn): string {
  return t(column.heading, column.values);
}
