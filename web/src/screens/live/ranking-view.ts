import type { LiveRow } from '@lemans/race';
import type { LiveState } from '@lemans/race/live-state';
import { t } from '../../i18n/i18n.ts';
import { bannerFlagOf } from '../../shell/banner-flag.ts';
import { categorySlugOf } from './live-view-url.ts';
import { PODIUM_CATEGORIES } from './podiums.ts';

/**
 * Which cars the ranking shows and how, as pure functions: every class or one ('Toutes', 'LMP2'...), the
 * position and gaps of a car in that view, and whether the race is neutralised.
 */

const MISSING_POSITION = 999;

/** The classes present, the spec's three first in their order, then any other by name. */
export function classesOf(rows: readonly Pick<LiveRow, 'category_label'>[]): string[] {
  const present = new Set(rows.map((row) => row.category_label).filter(Boolean));
  const known: string[] = PODIUM_CATEGORIES.filter((label) => present.has(label));
  const others = [...present].filter((label) => !known.includes(label)).sort();
  return [...known, ...others];
}

/** The class the address names, if a car of it is shown; null (every class) otherwise. */
export function shownClassOf(classes: readonly string[], slug: string | null): string | null {
  if (slug === null) return null;
  return classes.find((label) => categorySlugOf(label) === slug) ?? null;
}

/**
 * The cars of a view: all in race order, or one class's in class order. Rows already in the classification's
 * order (`classified`, once the flag is out) keep it: the timing's class positions would put a car not
 * classified back among the others. Rows keep their objects.
 */
export function rowsOfClass<Row extends Pick<LiveRow, 'category_label' | 'category_position'>>(
  rows: readonly Row[],
  label: string | null,
  classified = false,
): readonly Row[] {
  if (label === null) return rows;
  const ofClass = rows.filter((row) => row.category_label === label);
  if (classified) return ofClass;
  return ofClass.sort(
    (a, b) => (a.category_position || MISSING_POSITION) - (b.category_position || MISSING_POSITION),
  );
}

export interface RowInView {
  position: number;
  gapMs: number | null;
  gap: string;
  intervalMs: number | null;
  interval: string;
  hourStartPosition: number | null;
}

/** A car's position, gap, interval and position at the start of the hour, overall or within its class. */
export function rowInView(row: LiveRow, classView: boolean): RowInView {
  return classView
    ? {
        position: row.category_position,
        gapMs: row.class_gap_time,
        gap: row.class_gap,
        intervalMs: row.class_interval_time,
        interval: row.class_interval,
        hourStartPosition: row.hour_start_class_position,
      }
    : {
        position: row.ranking,
        gapMs: row.gap_time,
        gap: row.gap,
        intervalMs: row.interval_time,
        interval: row.interval,
        hourStartPosition: row.hour_start_ranking,
      };
}

export interface Neutralisation {
  kind: 'sc' | 'fcy' | 'vsc';
  /** The header's badge. */
  text: string;
  /** Its full meaning (the banner's wording). */
  description: string;
}

/** The safety car, a full course yellow or a virtual safety car while the race runs; null otherwise. */
export function neutralisationOf(
  state: Pick<LiveState, 'phase' | 'race_state' | 'finish'>,
): Neutralisation | null {
  const flag = bannerFlagOf(state);
  if (!flag || !(flag.kind === 'sc' || flag.kind === 'fcy' || flag.kind === 'vsc')) return null;
  // The safety car in full: the badge has room for it, and the banner's « SC » is its abbreviation.
  const text = flag.kind === 'sc' ? t('ranking.neutral_sc') : flag.text;
  return { kind: flag.kind, text, description: flag.description };
}
