import type { Replay } from '../../api/types.ts';
import { type CategoryGroup, categoryGroupOf } from '../../format/categories.ts';
import { folded } from '../../format/folded.ts';
import { textsOf } from '../../i18n/texts-of.ts';

/** What the replays page decides (spec part 2 §2, §5, §8, §9). Pure functions. */

export const REPLAYS_TEXT = textsOf({
  title: 'replays.title',
  // The list holds every event's sessions and videos: it names none of them over the others.
  intro: 'replays.intro',
  search: 'replays.search',
  searchHint: 'replays.search_hint',
  categories: 'replays.categories',
  allCategories: 'replays.all_categories',
  list: 'replays.list',
  loading: 'replays.loading',
  unavailableTitle: 'replays.unavailable_title',
  unavailableText: 'replays.unavailable_text',
  toRanking: 'replays.to_ranking',
  toTeams: 'replays.to_teams',
  emptyTitle: 'replays.empty_title',
  emptyText: 'replays.empty_text',
  noMatchTitle: 'replays.no_match_title',
  noMatchText: 'replays.no_match_text',
  infoTitle: 'replays.info_title',
  infoText: 'replays.info_text',
  watch: 'replays.watch',
  timing: 'replays.timing',
  report: 'replays.report',
  sessions: 'replays.sessions',
  duration: 'replays.duration',
  close: 'replays.close',
  share: 'replays.share',
  copied: 'replays.copied',
});

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
