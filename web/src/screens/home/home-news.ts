import type { NewsItem } from '../../api/types.ts';
import type { PagesMessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';

/** What the home page shows of the news (spec part 1 §2): the latest items and their type badge. */

export const HOME_NEWS_COUNT = 3;

/** The most recently published items, newest first; an undated item sorts last. */
export function latestNews(items: readonly NewsItem[], count = HOME_NEWS_COUNT): NewsItem[] {
  const time = (item: NewsItem) => Date.parse(item.published_at) || 0;
  return [...items].sort((a, b) => time(b) - time(a)).slice(0, count);
}

const TYPE_LABELS: Record<string, PagesMessageId> = { alert: 'news.type.alert', info: 'news.type.info' };

/** 'alert' and 'info' have their own badge; any other type is ordinary news. */
export function newsTypeLabel(type: string): string {
  return t(TYPE_LABELS[type] ?? 'news.type.news');
}
