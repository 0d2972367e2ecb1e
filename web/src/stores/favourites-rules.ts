/**
 * How starred cars are read back from storage and placed in the ranking, as pure functions: `all` keeps the
 * order of the race and only highlights them, `pinned` puts them first (in race order) above the rest,
 * `only` shows them alone.
 */

export const FAVOURITES_VIEWS = ['all', 'pinned', 'only'] as const;
export type FavouritesView = (typeof FAVOURITES_VIEWS)[number];

/** The stored list (JSON array of race numbers); anything else is an empty list. */
export function favouritesOf(stored: string | null): ReadonlySet<string> {
  if (!stored) return new Set();
  try {
    const parsed: unknown = JSON.parse(stored);
    return new Set(Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

export function favouritesViewOf(stored: string | null): FavouritesView {
  return (FAVOURITES_VIEWS as readonly string[]).includes(stored ?? '') ? (stored as FavouritesView) : 'all';
}

/** The rows in the order the view shows them; rows keep their objects so that memoised rows stay put. */
export function rowsForFavourites<Row extends { participant_number: string }>(
  rows: readonly Row[],
  starred: ReadonlySet<string>,
  view: FavouritesView,
): readonly Row[] {
  if (view === 'all' || starred.size === 0) return rows;
  const mine = rows.filter((row) => starred.has(row.participant_number));
  if (view === 'only') return mine;
  return [...mine, ...rows.filter((row) => !starred.has(row.participant_number))];
}
