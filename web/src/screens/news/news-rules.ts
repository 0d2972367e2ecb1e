import type { NewsItem } from '../../api/types.ts';
import { formatDateTime, formatNumericDate } from '../../format/dates.ts';
import { t } from '../../i18n/i18n.ts';
import { textsOf } from '../../i18n/texts-of.ts';

/** What the news page shows (spec part 2 §2, §8, §9): filters, dates and texts. Pure functions. */

export const NEWS_TEXT = textsOf({
  title: 'news.title',
  all: 'news.all',
  filters: 'news.filters',
  readMore: 'news.read_more',
  loading: 'news.loading',
  empty: 'news.empty',
  close: 'news.close',
});

/** 'All' then the distinct categories, in the order the (newest first) list first shows them. */
export function newsCategories(items: readonly NewsItem[]): string[] {
  return [...new Set(items.map((item) => item.category).filter((category) => category.trim() !== ''))];
}

/** The items of one category, or all of them; newest first, an undated item last. */
export function visibleNews(items: readonly NewsItem[], category: string | null): NewsItem[] {
  const time = (item: NewsItem) => Date.parse(item.published_at) || 0;
  return items
    .filter((item) => category === null || item.category === category)
    .sort((a, b) => time(b) - time(a));
}

/** The empty state's message, naming the chosen category. */
export function emptyNewsMessage(category: string | null): string {
  return category === null ? t('news.empty_all') : t('news.empty_category', { category });
}

/** The article asked for by `?articleId=`, or null. */
export function articleIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('articleId');
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** '15/06/2025' in French; '' when the text is not a date. */
export function formatNewsDate(value: string): string {
  return formatNumericDate(value);
}

/** '15/06/2025 16:30' in French (spec part 2 §9: dd/MM/yyyy HH:mm); '' when the text is not a date. */
export function formatNewsDateTime(value: string): string {
  return Number.isNaN(Date.parse(value)) ? '' : formatDateTime(value);
}

/** The excerpt, else the content's text (it is HTML) cut at about 200 characters. */
export function cardSummary(item: NewsItem): string {
  if (item.excerpt.trim() !== '') return item.excerpt;
  const text = item.content
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text;
}

/** The news page's introduction, naming the current event once known. */
export function newsIntro(shown: { name: string } | null): string {
  return shown ? t('news.intro_event', { name: shown.name }) : t('news.intro');
}
