import type { Entry } from '../../api/types.ts';
import { CATEGORY_GROUPS, type CategoryGroup, categoryGroupOf } from '../../format/categories.ts';
import type { PagesMessageId } from '../../i18n/catalog-types.ts';
import { textsOf } from '../../i18n/texts-of.ts';

/** What the team pages compute (spec part 2 §2, §5, §8, §9): the list's search, filters and sorts. */

export const TEAMS_TEXT = textsOf({
  title: 'teams.title',
  introLead: 'teams.intro_lead',
  total: 'teams.total',
  search: 'teams.search',
  category: 'teams.category',
  brand: 'teams.brand',
  allCategories: 'teams.all_categories',
  allBrands: 'teams.all_brands',
  sort: 'teams.sort',
  empty: 'teams.empty',
  emptyHint: 'teams.empty_hint',
  loading: 'teams.loading',
  back: 'teams.back',
  notFound: 'teams.not_found',
  notFoundText: 'teams.not_found_text',
  seeAll: 'teams.see_all',
  noPicture: 'teams.no_picture',
  backToTeam: 'teams.back_to_team',
  loadError: 'teams.load_error',
  lapsError: 'teams.laps_error',
  noLaps: 'teams.no_laps',
});

export type TeamSort = 'name-asc' | 'name-desc' | 'number' | 'category' | 'brand';
export const SORT_OPTIONS: readonly { value: TeamSort; label: PagesMessageId }[] = [
  { value: 'name-asc', label: 'sort.name_asc' },
  { value: 'name-desc', label: 'sort.name_desc' },
  { value: 'number', label: 'sort.number' },
  { value: 'category', label: 'sort.category' },
  { value: 'brand', label: 'sort.brand' },
];

export interface TeamFilter {
  query: string;
  category: CategoryGroup | null;
  brand: string | null;
}

/** Search on team, brand, car or a driver's 'firstname lastname', case-insensitive; then the two pickers. */
export function filterTeams(list: readonly Entry[], filter: TeamFilter): Entry[] {
  const query = filter.query.trim().toLowerCase();
  return list.filter((entry) => {
    if (filter.category && categoryGroupOf(entry.category_label) !== filter.category) return false;
    if (filter.brand && entry.brand_name !== filter.brand) return false;
    if (!query) return true;
    const fields = [
      entry.team_name,
      entry.brand_name,
      entry.car_name,
      ...entry.drivers.map((driver) => `${driver.firstname} ${driver.lastname}`),
    ];
    return fields.some((field) => (field ?? '').toLowerCase().includes(query));
  });
}

const byName = (a: Entry, b: Entry) => a.team_name.localeCompare(b.team_name, 'fr', { sensitivity: 'base' });
/** Race numbers compare as numbers: "7" before "12", and "007" as "7". */
const byNumber = (a: Entry, b: Entry) => a.number.localeCompare(b.number, 'fr', { numeric: true });
function categoryRank(entry: Entry): number {
  const group = categoryGroupOf(entry.category_label);
  return group ? CATEGORY_GROUPS.indexOf(group) : CATEGORY_GROUPS.length;
}

export function sortTeams(list: readonly Entry[], sort: TeamSort): Entry[] {
  const sorted = [...list];
  switch (sort) {
    case 'name-asc':
      return sorted.sort((a, b) => byName(a, b) || byNumber(a, b));
    case 'name-desc':
      return sorted.sort((a, b) => byName(b, a) || byNumber(a, b));
    case 'number':
      return sorted.sort((a, b) => byNumber(a, b) || byName(a, b));
    case 'category':
      return sorted.sort((a, b) => categoryRank(a) - categoryRank(b) || byNumber(a, b));
    case 'brand':
      return sorted.sort(
        (a, b) => a.brand_name.localeCompare(b.brand_name, 'fr', { sensitivity: 'base' }) || byNumber(a, b),
      );
  }
}

/** The brand picker's options: each distinct brand once, alphabetically. */
export function teamBrands(list: readonly Entry[]): string[] {
  return [...new Set(list.map((entry) => entry.brand_name).filter((brand) => brand.trim() !== ''))].sort(
    (a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }),
  );
}
