import type { LiveRow } from '@lemans/contract';
import type { LiveState } from '@lemans/contract/live-state';
import { t } from '../../../i18n/i18n.ts';
import { bannerFlagOf } from '../../../shell/banner-flag.ts';
import { categorySlugOf } from '../view/live-view-url.ts';
import { PODIUM_CATEGORIES } from './podiums.ts';
import type { ClassifiedPlace, RowInView } from './row-in-view.ts';
import { shownGapsOf } from './shown-gaps.ts';
import { isInView, subclassKeyOf, subclassViewOf } from './subclass-view.ts';

/**
 * Which cars the ranking shows and how, as pure functions: every class or one ('Toutes', 'LMP2'...), the
 * position and gaps of a car in that view, and whether the race is neutralised.
 */

const MISSING_POSITION = 999;

/**
 * The classes present, the spec's three first in their order, then any other by name; each followed by the
 * sub-classes its cars are entered in (« LMP2 Pro-Am », see subclass-view.ts).
 */
export function classesOf(rows: readonly Pick<LiveRow, 'category_label' | 'subclass'>[]): string[] {
  const present = new Set(rows.map((row) => row.category_label).filter(Boolean));
  const known: string[] = PODIUM_CATEGORIES.filter((label) => present.has(label));
  const others = [...present].filter((label) => !known.includes(label)).sort();
  const subclasses = new Set(rows.map(subclassKeyOf).filter((key) => key !== null));
  return [...known, ...others].flatMap((label) => [
    label,
    ...[...subclasses].filter((key) => subclassViewOf(key)?.category === label).sort(),
  ]);
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
export function rowsOfClass<Row extends Pick<LiveRow, 'category_label' | 'subclass' | 'category_position'>>(
  rows: readonly Row[],
  label: string | null,
  classified = false,
): readonly Row[] {
  if (label === null) return rows;
  const ofClass = rows.filter((row) => isInView(row, label));
  if (classified) return ofClass;
  return ofClass.sort(
    (a, b) => (a.category_position || MISSING_POSITION) - (b.category_position || MISSING_POSITION),
  );
}

/**
 * Each car's position, gap, interval and position at the start of the hour, overall or within its class,
 * by number. `rows` are the view's cars in the order shown (see rowsOfClass); `shown` says which of them are
 * on screen, between which the intervals are taken (see shown-gaps.ts). Once the flag is out, the positions
 * are the classification's (`places`), not the timing's running order.
 */
export function rowsInViewOf<Row extends LiveRow>(
  rows: readonly Row[],
  classView: boolean,
  shown: (row: Row) => boolean = () => true,
  places: ReadonlyMap<string, ClassifiedPlace> | null = null,
): Map<string, RowInView> {
  const gaps = shownGapsOf(rows, classView, shown);
  const views = new Map<string, RowInView>();
  for (const row of rows) {
    const gap = gaps.get(row.participant_number);
    if (!gap) continue;
    const place = places?.get(row.participant_number);
    const classPosition = place ? (place.classPosition ?? 0) : row.category_position;
    views.set(row.participant_number, {
      position: classView ? classPosition : place ? (place.position ?? 0) : row.ranking,
      classPosition,
      gap: gap.gap,
      interval: gap.interval,
      hourStartPosition: place?.withoutHourStart
        ? null
        : classView
          ? row.hour_start_class_position
          : row.hour_start_ranking,
    });
  }
  return views;
}

/**
 * The views of a new frame, each car keeping the previous object when nothing it shows changed: a row given
 * the same object does not render again.
 */
export function keepUnchangedViews(
  previous: ReadonlyMap<string, RowInView>,
  next: Map<string, RowInView>,
): Map<string, RowInView> {
  for (const [number, view] of next) {
    const held = previous.get(number);
    if (
      held &&
      held.position === view.position &&
      held.classPosition === view.classPosition &&
      held.gap === view.gap &&
      held.interval === view.interval &&
      held.hourStartPosition === view.hourStartPosition
    )
      next.set(number, held);
  }
  return next;
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
