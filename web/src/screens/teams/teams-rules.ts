import countries from 'i18n-iso-countries';
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import type { Entry } from '../../api/types.ts';
import { formatLapTimeHundredths, formatSector, formatSpeed } from '../../format/lap-details.ts';
import type { Lap, LapDriver } from './team-types.ts';

/** What the team pages compute (spec part 2 §2, §5, §8, §9). Pure functions, except the locale registration. */

// Only French names are ever shown: registering one locale keeps the others out of the bundle.
countries.registerLocale(fr);

export const TEAMS_TEXT = {
  title: 'Équipes',
  intro: 'Les équipages engagés aux 24 Heures du Mans 2025.',
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
  close: 'Fermer',
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

export type CategoryKey = 'Hypercar' | 'LMP2' | 'LMGT3';
/** The picker's order (spec part 2 §9). */
export const CATEGORY_KEYS: readonly CategoryKey[] = ['Hypercar', 'LMP2', 'LMGT3'];

export type TeamSort = 'name-asc' | 'name-desc' | 'number' | 'category' | 'brand';
export const SORT_OPTIONS: readonly { value: TeamSort; label: string }[] = [
  { value: 'name-asc', label: 'Nom (A-Z)' },
  { value: 'name-desc', label: 'Nom (Z-A)' },
  { value: 'number', label: 'Numéro' },
  { value: 'category', label: 'Catégorie' },
  { value: 'brand', label: 'Marque' },
];

/** The counter a label falls in on the teams page: the label contains the category's name. */
export function categoryKeyOf(label: string | null | undefined): CategoryKey | null {
  const text = (label ?? '').toLowerCase();
  return CATEGORY_KEYS.find((key) => text.includes(key.toLowerCase())) ?? null;
}

export function countTeams(list: readonly Entry[]): Record<'total' | CategoryKey, number> {
  const counts = { total: list.length, Hypercar: 0, LMP2: 0, LMGT3: 0 };
  for (const entry of list) {
    const key = categoryKeyOf(entry.category_label);
    if (key) counts[key]++;
  }
  return counts;
}

export interface TeamFilter {
  query: string;
  category: CategoryKey | null;
  brand: string | null;
}

/** Search on team, brand, car or a driver's 'firstname lastname', case-insensitive; then the two pickers. */
export function filterTeams(list: readonly Entry[], filter: TeamFilter): Entry[] {
  const query = filter.query.trim().toLowerCase();
  return list.filter((entry) => {
    if (filter.category && categoryKeyOf(entry.category_label) !== filter.category) return false;
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
  const key = categoryKeyOf(entry.category_label);
  return key ? CATEGORY_KEYS.indexOf(key) : CATEGORY_KEYS.length;
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

/** Category colours of spec part 2 §9. */
export function categoryColor(label: string | null | undefined): string {
  const text = (label ?? '').toLowerCase();
  if (text.includes('hypercar') || text.includes('lmh') || text.includes('lmdh')) return '#DC2626';
  if (text.includes('lmp2') || text.includes('lmp1')) return '#2563EB';
  if (text.includes('lmgte am')) return '#059669';
  if (text.includes('lmgt3') || text.includes('lmgte')) return '#16A34A';
  return '#6B7280';
}

/** Lap time on the team pages: m:ss.cc from milliseconds; '-' when empty or zero. */
export const formatTeamLapTime = formatLapTimeHundredths;
export { formatSector, formatSpeed };

/** Gap to the leader: under 1 s '+x.x s', under a minute '+Ns', otherwise '+m:ss'; '-' for none. */
export function formatLapGap(ms: number | null | undefined): string {
  if (ms == null || !(ms > 0)) return '-';
  if (ms < 1000) return `+${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `+${seconds}s`;
  return `+${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The French name of a two-letter country code; the code itself when unknown, '' when empty. */
export function countryName(code: string | null | undefined): string {
  const upper = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return countries.getName(upper, 'fr') ?? upper;
}

/** The flag-icons class of a two-letter code, or null when there is no such code. */
export function flagClass(code: string | null | undefined): string | null {
  const lower = (code ?? '').trim().toLowerCase();
  return /^[a-z]{2}$/.test(lower) ? `fi fi-${lower}` : null;
}

export type LapHighlight = 'best' | 'pit' | 'driver-change' | null;

/** One highlight per row; the best lap first, then a pit stop, then a driver change. */
export function lapHighlight(lap: Lap): LapHighlight {
  if (lap.is_best_lap) return 'best';
  if (lap.pitstop_flag) return 'pit';
  if (lap.driver_change) return 'driver-change';
  return null;
}

export interface LapSeries {
  driver: LapDriver;
  /** Lap time in seconds, or null for a lap that is not that driver's, untimed, or a pit lap. */
  times: (number | null)[];
}

/**
 * The chart's data: lap numbers on x, one series per driver. Untimed and pit laps are left out (null) so
 * that a slow in-lap does not flatten the scale; uPlot draws a gap there.
 */
export function lapChartData(
  laps: readonly Lap[],
  drivers: readonly LapDriver[],
): {
  laps: number[];
  series: LapSeries[];
} {
  const timed = (lap: Lap) => lap.lap_time != null && lap.lap_time > 0 && !lap.pitstop_flag;
  return {
    laps: laps.map((lap) => lap.lap_number),
    series: drivers.map((driver) => ({
      driver,
      times: laps.map((lap) =>
        lap.driver_id === driver.id && timed(lap) ? (lap.lap_time as number) / 1000 : null,
      ),
    })),
  };
}

/** The car's full name: the organiser's car name often repeats the brand ("Porsche 963"), so it is not doubled. */
export function chassisOf(entry: { brand_name: string; car_name: string }): string {
  const brand = entry.brand_name.trim();
  const car = entry.car_name.trim();
  if (!brand || car.toLowerCase().startsWith(brand.toLowerCase())) return car || '-';
  return car ? `${brand} ${car}` : brand;
}
