import type { LiveRow, Subclass } from '@lemans/contract';
import type { CoreMessageId } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';
import { categorySlugOf } from '../view/live-view-url.ts';
import type { ClassifiedPlace } from './row-in-view.ts';

/**
 * A sub-class (LMP2 Pro-Am) shown as a view of its own beside the classes: its key in the class choice is
 * the class's label and the sub-class's official name (« LMP2 Pro-Am », `?categorie=lmp2-pro-am`), its cars
 * those of the class the entry list puts in it, placed among themselves.
 */

/** The sub-classes' official names, as the key of their view ends. */
const NAMES = { PRO_AM: 'Pro-Am' } as const satisfies Record<Subclass, string>;

/** What the class choice, the podiums and the captions write for each, in the reader's language. */
const TEXTS = { PRO_AM: 'ranking.subclass_pro_am' } as const satisfies Record<Subclass, CoreMessageId>;

type ViewRow = Pick<LiveRow, 'category_label' | 'subclass'>;

export interface SubclassView {
  category: string;
  subclass: Subclass;
}

/** The key of a car's sub-class view; null for a car of no sub-class. */
export function subclassKeyOf(row: ViewRow): string | null {
  return row.subclass === null ? null : `${row.category_label} ${NAMES[row.subclass]}`;
}

/** The class and sub-class a view's key names; null for a class's own key, or every class (null). */
export function subclassViewOf(key: string | null): SubclassView | null {
  if (key === null) return null;
  for (const subclass of Object.keys(NAMES) as Subclass[]) {
    const suffix = ` ${NAMES[subclass]}`;
    if (key.endsWith(suffix)) return { category: key.slice(0, -suffix.length), subclass };
  }
  return null;
}

/** Whether a car belongs to the view a key names: its class, or its sub-class. */
export function isInView(row: ViewRow, key: string): boolean {
  const view = subclassViewOf(key);
  if (view === null) return row.category_label === key;
  return row.category_label === view.category && row.subclass === view.subclass;
}

/** The CSS classes of a view's choice: its slug, and a sub-class's class's too (its colour). */
export function viewClassNameOf(key: string): string {
  const view = subclassViewOf(key);
  return view === null ? categorySlugOf(key) : `${categorySlugOf(view.category)} ${categorySlugOf(key)}`;
}

/** A view's name as the page writes it: a class as the entry list names it, a sub-class translated. */
export function viewTextOf(key: string): string {
  const view = subclassViewOf(key);
  return view === null ? key : t(TEXTS[view.subclass], { category: view.category });
}

/**
 * The places a sub-class's view shows: each car's rank among the sub-class's `rows`, in the order shown (the
 * class's order, the classification's once the flag is out), a car the classification does not place
 * having none. The timing keeps no sub-class position at the start of the hour: no gain is shown.
 */
export function subclassPlacesOf(
  rows: readonly Pick<LiveRow, 'participant_number' | 'ranking' | 'category_position'>[],
  places: ReadonlyMap<string, ClassifiedPlace> | null,
): Map<string, ClassifiedPlace> {
  const ranked = new Map<string, ClassifiedPlace>();
  let count = 0;
  for (const row of rows) {
    const place = places?.get(row.participant_number);
    const placed = place ? place.classPosition !== null : row.category_position > 0;
    ranked.set(row.participant_number, {
      position: place ? place.position : row.ranking,
      classPosition: placed ? ++count : null,
      withoutHourStart: true,
    });
  }
  return ranked;
}
