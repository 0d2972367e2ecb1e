import type { Driver } from '../../api/types.ts';
import { CATEGORY_GROUPS, type CategoryGroup, categoryGroupOf } from '../../format/categories.ts';
import { countryName } from '../../format/countries.ts';
import { folded } from '../../format/folded.ts';

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

export const SORT_OPTIONS: readonly { value: DriverSort; label: string }[] = [
  { value: 'name-asc', label: 'Nom (A-Z)' },
  { value: 'name-desc', label: 'Nom (Z-A)' },
  { value: 'nationality', label: 'Nationalité' },
  { value: 'category', label: 'Catégorie' },
];

const collator = new Intl.Collator('fr', { sensitivity: 'base' });
const byName = (a: Driver, b: Driver) =>
  collator.compare(a.lastname, b.lastname) || collator.compare(a.firstname, b.firstname) || a.id - b.id;
const groupRank = (driver: Driver) => {
  const group = categoryGroupOf(driver.category);
  return group ? CATEGORY_GROUPS.indexOf(group) : CATEGORY_GROUPS.length;
};

/** A sorted copy: by last name then first name, by French country name, or by category in picker order. */
export function sortDrivers(drivers: readonly Driver[], sort: DriverSort): Driver[] {
  const copy = [...drivers];
  switch (sort) {
    case 'name-asc':
      return copy.sort(byName);
    case 'name-desc':
      return copy.sort((a, b) => byName(b, a));
    case 'nationality':
      return copy.sort(
        (a, b) => collator.compare(countryName(a.country), countryName(b.country)) || byName(a, b),
      );
    case 'category':
      return copy.sort((a, b) => groupRank(a) - groupRank(b) || byName(a, b));
  }
}

/** The nationalities present, as { code, name }, in French alphabetical order. */
export function nationalitiesOf(drivers: readonly Driver[]): { code: string; name: string }[] {
  const codes = [...new Set(drivers.map((driver) => driver.country.toUpperCase()).filter(Boolean))];
  return codes
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export const DRIVERS_TEXT = {
  title: 'Pilotes',
  introLead: 'Les pilotes engagés',
  total: 'Pilotes',
  search: 'Rechercher un pilote, un pays, une équipe…',
  searchLabel: 'Rechercher',
  category: 'Catégorie',
  nationality: 'Nationalité',
  allCategories: 'Toutes les catégories',
  allNationalities: 'Toutes les nationalités',
  sort: 'Trier par',
  details: 'Voir détails',
  team: 'Son équipe',
  empty: 'Aucun pilote trouvé',
  emptyText: 'Les données des pilotes ne sont pas encore disponibles.',
  emptyFiltered: 'Aucun pilote ne correspond à votre recherche.',
  loading: 'Chargement des pilotes…',
} as const;
