import type { LiveAlert } from '@lemans/race';
import type { NewsItem } from '../api/types.ts';

/**
 * What the banner's ticker shows, in order (spec part 1, banner): live, session and trial alerts first, then
 * the other alerts, then the 3 latest news, at most 8 items. Race-control alerts belong to the live session;
 * news items of type 'alert' are placed by their category.
 */

export const TICKER_MAX_ITEMS = 8;
export const TICKER_LATEST_NEWS = 3;

export type TickerTone = 'info' | 'warning' | 'danger' | 'news';

export interface TickerItem {
  key: string;
  /** The chip before the text: the alert's title or the news category. */
  label: string;
  text: string;
  href: string;
  tone: TickerTone;
  /** Alerts and urgent news flash when they come in. */
  flash: boolean;
}

const FIRST_CATEGORIES = new Set(['live', 'session', 'essais']);

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

const newestFirst = (a: NewsItem, b: NewsItem) =>
  (Date.parse(b.published_at) || 0) - (Date.parse(a.published_at) || 0);

function fromAlert(alert: LiveAlert): TickerItem {
  return {
    key: `alerte-${alert.session_id}-${alert.id}`,
    label: alert.title,
    text: alert.message,
    href: '/live/classement',
    tone: alert.level,
    flash: true,
  };
}

function fromNews(item: NewsItem): TickerItem {
  const isAlert = item.type === 'alert';
  return {
    key: `actualite-${item.id}`,
    label: item.category,
    text: item.title,
    href: `/actualites?articleId=${item.id}`,
    tone: item.urgent ? 'danger' : isAlert ? 'warning' : 'news',
    flash: isAlert || item.urgent,
  };
}

export function tickerItems(alerts: readonly LiveAlert[], news: readonly NewsItem[]): TickerItem[] {
  const newsAlerts = news.filter((item) => item.type === 'alert').sort(newestFirst);
  const firstNewsAlerts = newsAlerts.filter((item) => FIRST_CATEGORIES.has(plain(item.category)));
  const otherNewsAlerts = newsAlerts.filter((item) => !FIRST_CATEGORIES.has(plain(item.category)));
  const latestNews = news
    .filter((item) => item.type !== 'alert')
    .sort(newestFirst)
    .slice(0, TICKER_LATEST_NEWS);
  return [
    ...alerts.map(fromAlert),
    ...firstNewsAlerts.map(fromNews),
    ...otherNewsAlerts.map(fromNews),
    ...latestNews.map(fromNews),
  ].slice(0, TICKER_MAX_ITEMS);
}
