import type { Entry } from '../../api/types.ts';
import { CATEGORY_GROUPS, type CategoryGroup, categoryGroupOf } from '../../format/categories.ts';

/** What the team pages compute (spec part 2 §2, §5, §8, §9): the list's search, filters and sorts. */

export const TEAMS_TEXT = {
  title: 'Équipes',
  introLead: 'Les équipages engagés',
  total: 'Équipes',
  search: 'Rechercher une équipe, une marque, une voiture ou un pilote',
  category: 'Catégorie',
  brand: 'Marque',
  allCategories: 'Toutes les catégories',
  allBrands: 'Toutes les marques',
  sort: 'Trier par',
  empty: 'Aucune équipe trouvée',
  emptyHint: 'Modifiez la recherche ou les filtres.',
  loading: 'Chargement des équipes...',
  back: 'Retour aux équipes',
  notFound: 'Équipe non trouvée',
  notFoundText: "L'équipe demandée n'existe pas ou n'est plus disponible.",
  seeAll: 'Voir toutes les équipes',
  noPicture: 'Photo de la voiture non disponible',
  backToTeam: "Retour à l'équipe",
  loadError: 'Erreur de chargement',
  lapsError: 'Données de session non disponibles',
  noLaps: 'Aucun tour enregistré',
} as const;

export type TeamSort = 'name-asc' | 'name-desc' | 'number' | 'category' | 'brand';
export const SORT_OPTIONS: readonly { value: TeamSort; label: string }[] = [
  { value: 'name-asc', label: 'Nom (A-Z)' },
  { value: 'name-desc', label: 'Nom (Z-A)' },
  { value: 'number', label: 'Numéro' },
  { value: 'category', label: 'Catégorie' },
  { value: 'brand', label: 'Marque' },
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
