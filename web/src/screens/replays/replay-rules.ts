import type { Replay } from '../../api/types.ts';
import { type CategoryGroup, categoryGroupOf } from '../../format/categories.ts';
import { folded } from '../../format/folded.ts';

/** What the replays page decides (spec part 2 §2, §5, §8, §9). Pure functions. */

export const REPLAYS_TEXT = {
  title: 'Replays',
  // The list holds every event's sessions and videos: it names none of them over the others.
  intro: 'Revivez toutes les épreuves : les vidéos des équipes et les sessions chronométrées.',
  search: 'Rechercher une équipe, un numéro, une voiture ou un titre',
  searchHint: 'Équipe, #numéro, voiture ou titre',
  categories: 'Catégories',
  allCategories: 'Toutes les catégories',
  replay: 'replay',
  list: 'Replays disponibles',
  loading: 'Chargement des replays...',
  unavailableTitle: 'Replays Indisponibles',
  unavailableText:
    'La course est terminée. Les replays officiels seront publiés dans les prochains jours : en attendant, retrouvez le classement final et les équipes.',
  toRanking: 'Voir le classement final',
  toTeams: 'Découvrir les équipes',
  emptyTitle: 'Aucun replay disponible',
  emptyText: 'Revenez bientôt pour revivre les temps forts de la course.',
  noMatchTitle: 'Aucun replay trouvé',
  noMatchText: 'Aucun replay ne correspond à votre recherche.',
  infoTitle: 'Bon à savoir',
  infoText: "Les replays restent disponibles jusqu'à 30 jours après leur diffusion.",
  watch: 'Regarder',
  timing: 'Données de chronométrage',
  report: 'Voir le rapport',
  sessions: 'Historique des sessions',
  duration: 'Durée',
  close: 'Fermer',
  share: 'Partager',
  copied: 'Lien copié dans le presse-papiers!',
} as const;

/** The search box's first text: '#83' for `?team=83`, empty without it. */
export function searchFromQuery(search: string): string {
  const team = new URLSearchParams(search).get('team')?.trim();
  return team ? `#${team}` : '';
}

/** A car number without its leading zeros, so that '#7' finds the stream of team '007'. */
const plainNumber = (number: string) => number.replace(/^0+(?=.)/, '');

/**
 * Whether a replay answers the search: '#83' names car number 83; any other text is looked for, without
 * accents or case, in the team name, the number, the car name and the stream title (or a session's name).
 */
export function matchesSearch(replay: Replay, query: string): boolean {
  const text = folded(query);
  if (text === '') return true;
  const number = /^#\s*(\w+)$/.exec(text)?.[1];
  if (number) return plainNumber(replay.team_number ?? '') === plainNumber(number);
  return [replay.team_name, replay.team_number, replay.car_name, replay.stream_title, replay.session_name]
    .filter((field): field is string => Boolean(field))
    .some((field) => folded(field).includes(text));
}

export interface ReplayFilter {
  query: string;
  /** null: every category. */
  category: CategoryGroup | null;
}

export function filterReplays(list: readonly Replay[], filter: ReplayFilter): Replay[] {
  return list.filter(
    (replay) =>
      (filter.category === null || categoryGroupOf(replay.category) === filter.category) &&
      matchesSearch(replay, filter.query),
  );
}

/** Replays of each category banner; `total` counts them all, recorded sessions (no category) included. */
export function countReplays(list: readonly Replay[]): Record<'total' | CategoryGroup, number> {
  const counts = { total: list.length, Hypercar: 0, LMP2: 0, LMGT3: 0 };
  for (const replay of list) {
    const group = categoryGroupOf(replay.category);
    if (group) counts[group]++;
  }
  return counts;
}

/**
 * When a replay is dated: a recorded session by its race (a replay of 2025 played today is still the 2025
 * race), a video by its publication.
 */
export const replayDateOf = (replay: Pick<Replay, 'race_date' | 'created_at'>): string =>
  replay.race_date ?? replay.created_at;

/** The address a shared replay opens: this page, searched on the replay's team. */
export function shareUrl(origin: string, replay: Replay): string {
  const team = replay.team_number ? `?team=${encodeURIComponent(replay.team_number)}` : '';
  return `${origin}/replays${team}`;
}
