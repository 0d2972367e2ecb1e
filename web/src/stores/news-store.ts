import { computed, effect, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { NewsItem } from '../api/types.ts';
import { t } from '../i18n/i18n.ts';
import { momentQuery, shownInstant } from './shown-moment.ts';
import { newsAsOf, withMomentQuery } from './shown-moment-rules.ts';

/**
 * The news list from GET /api/news as of the moment the page shows (a replay of the race at 14:00 shows
 * what a fan read by then), reloaded on the socket's news-update and as the moment moves.
 */

const receivedNews = signal<readonly NewsItem[]>([]);
export const newsLoading = signal(false);
export const newsError = signal<string | null>(null);

let shownNews: readonly NewsItem[] = [];

/**
 * The news published by the instant shown: the API's answer holds the moment's whole minute, the page keeps
 * what the moment has reached. The same array while that does not change, so that readers skip a render.
 */
export const news = computed(() => {
  const next = newsAsOf(receivedNews.value, shownInstant.value);
  const unchanged =
    next.length === shownNews.length && next.every((item, index) => item === shownNews[index]);
  if (!unchanged) shownNews = next;
  return shownNews;
});

/**
 * On failure the list is replaced by the built-in items (spec part 1 §8), and the error is kept. Nothing is
 * asked until the page knows the moment it shows: the loads that moment brings follow (`followMomentNews`).
 */
export async function loadNews(): Promise<void> {
  const query = momentQuery.peek();
  newsLoading.value = true;
  // Still loading, for the reader: the load comes when the moment is known.
  if (query === null) return;
  try {
    const body = await getJson<NewsItem[]>(withMomentQuery('/news', query));
    if (!Array.isArray(body)) throw new Error(t('load_error.news'));
    // The moment moved on while the call ran: a newer call brings its news.
    if (momentQuery.peek() !== query) return;
    receivedNews.value = body;
    newsError.value = null;
  } catch {
    newsError.value = t('load_error.news');
    receivedNews.value = await fallbackNews();
  } finally {
    newsLoading.value = false;
  }
}

/**
 * Loads the news each time the moment asked for moves, the first time as soon as it is known (loading until
 * then); returns the stop.
 */
export function followMomentNews(): () => void {
  return effect(() => {
    if (momentQuery.value !== null) void loadNews();
    else newsLoading.value = true;
  });
}

/**
 * The spec's fallback items, loaded only when the API fails (few visitors ever see them); when their code
 * cannot be loaded either, no news rather than an error.
 */
function fallbackNews(): Promise<NewsItem[]> {
  return import('./news-fallback.ts').then(
    (module) => [...module.FALLBACK_NEWS],
    () => [],
  );
}
