import { signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { NewsItem } from '../api/types.ts';
import { FALLBACK_NEWS } from './news-fallback.ts';

/** The news list from GET /api/news, reloaded on the socket's news-update. */

export const NEWS_LOAD_ERROR = 'Erreur lors du chargement des actualités';

export const news = signal<NewsItem[]>([]);
export const newsLoading = signal(false);
export const newsError = signal<string | null>(null);

/** On failure the list is replaced by the built-in items (spec part 1 §8), and the error is kept. */
export async function loadNews(): Promise<void> {
  newsLoading.value = true;
  try {
    const body = await getJson<NewsItem[]>('/news');
    if (!Array.isArray(body)) throw new Error(NEWS_LOAD_ERROR);
    news.value = body;
    newsError.value = null;
  } catch {
    news.value = [...FALLBACK_NEWS];
    newsError.value = NEWS_LOAD_ERROR;
  } finally {
    newsLoading.value = false;
  }
}
