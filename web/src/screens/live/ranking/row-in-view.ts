/*
 * A car as a view places it: the facts the ranking's cells show beside its timing row. Declared apart from
 * the view's rules so that the cells, the classification and the sub-classes read them without depending on
 * those rules.
 */

export interface RowInView {
  position: number;
  /** Its place in its class (the position itself in a class view); 0 when it has none. */
  classPosition: number;
  gap: string;
  interval: string;
  hourStartPosition: number | null;
}

/** A car's places once the flag is out, the classification's; null for a car it does not place. */
export interface ClassifiedPlace {
  position: number | null;
  classPosition: number | null;
  /** Places the timing keeps no start of the hour for (a sub-class's): no gain in the hour is shown. */
  withoutHourStart?: true;
}
