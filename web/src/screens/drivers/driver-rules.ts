import type { Driver } from '../../api/types.ts';
import { CATEGORY_GROUPS, type CategoryGroup, categoryGroupOf } from '../../format/categories.ts';
import { countryName } from '../../format/countries.ts';
import { folded } from '../../format/folded.ts';
import type { PagesMessageId } from '../../i18n/catalog-types.ts';
import { perLanguage } from '../../i18n/per-language.ts';
import { textsOf } from '../../i18n/texts-of.ts';

/** The drivers list's rules (spec part 2 §5 and §9): search and sort. */

export interface DriverFilter {
  query: string;
  category: CategoryGroup | null;
  /** ISO alpha-2, upper case. */
  country: string | null;
}

/** Search on first name, last name, the country's French name or the team name, then the two pickers. */
export function filterDrivers(drivers: readonly Driver[], filter: DriverFilter): Driver[] {
  const query = folded(filter.query);
  return drivers.filter((driver) => {
    if (filter.category && categoryGroupOf(driver.category) !== filter.category) return false;
    if (filter.country && driver.country.toUpperCase() !== filter.country) return false;
    if (!query) return true;
    return [driver.firstname, driver.lastname, countryName(driver.country), driver.team.team_name].some(
      (field) => folded(field ?? '').includes(query),
    );
  });
}

export type DriverSort = 'name-asc' | 'name-desc' | 'nationality' | 'category';

export const SORT_OPTIONS: readonly { value: DriverSort; label: PagesMessageId }[] = [
  { value: 'name-asc', label: 'sort.name_asc' },
  { value: 'name-desc', label: 'sort.name_desc' },
  { value: 'nationality', label: 'sort.nationality' },
  { value: 'category', label: 'sort.category' },
];

/** Names in the page's language's alphabetical order, country names included, which it writes. */
const collator = perLanguage((language) => new Intl.Collator(language, { sensitivity: 'base' }));
const byName = (a: Driver, b: Driver) =>
  collator().compare(a.lastname, b.lastname) || collator().compare(a.firstname, b.firstname) || a.id - b.id;
const groupRank = (driver: Driver) => {
  const group = categoryGroupOf(driver.category);
  return group ? CATEGORY_GROUPS.indexOf(group) : CATEGORY_GROUPS.length;
};

/** A sorted copy: by last name then first name, by country name, or by category in picker order. */
export function sortDrivers(drivers: readonly Driver[], sort: DriverSort): Driver[] {
  const copy = [...drivers];
  switch (sort) {
    case 'name-asc':
      return copy.sort(byName);
    case 'name-desc':
      return copy.sort((a, b) => byName(b, a));
    case 'nationality':
      return copy.sort(
        (a, b) => collator().compare(countryName(a.country), countryName(b.country)) || byName(a, b),
      );
    case 'category':
      return copy.sort((a, b) => groupRank(a) - groupRank(b) || byName(a, b));
  }
}

/** The nationalities present, as { code, name }, in the alphabetical order of their names. */
export function nationalitiesOf(drivers: readonly Driver[]): { code: string; name: string }[] {
  const codes = [...new Set(drivers.map((driver) => driver.country.toUpperCase()).filter(Boolean))];
  return codes
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => collator().compare(a.name, b.name));
}

export const DRIVERS_TEXT = textsOf({
  title: 'drivers.title',
  introLead: 'drivers.intro_lead',
  total: 'drivers.total',
  search: 'drivers.search',
  searchLabel: 'drivers.search_label',
  category: 'drivers.category',
  nationality: 'drivers.nationality',
  allCategories: 'drivers.all_categories',
  allNationalities: 'drivers.all_nationalities',
  sort: 'drivers.sort',
  details: 'drivers.details',
  team: 'drivers.team',
  empty: 'drivers.empty',
  emptyText: 'drivers.empty_text',
  emptyFiltered: 'drivers.empty_filtered',
  loading: 'drivers.loading',
});
