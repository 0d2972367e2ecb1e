import type { LiveAlert } from '@lemans/race';
import type { LivePhase } from '@lemans/race/live-state';
import { formatRaceTime } from '@lemans/race/timing';
import type { NewsItem } from '../api/types.ts';
import { SOURCE_LANGUAGE } from '../i18n/languages.ts';
import { alertLanguageOf, alertMessageOf } from './alert-words.ts';

/**
 * What the banner's ticker shows, in order (spec part 1, banner): live, session and trial alerts first, then
 * the other alerts, then the 3 latest news, at most 8 items. Only race control's alerts of the followed
 * session are live: the catalogue's items of type 'alert' are written in advance, so whatever their wording
 * or category they are shown as news, only placed by their category. The alerts of one category tell one
 * story (« Voiture de sécurité en piste », then « Reprise de la course »): only the latest is current, the
 * earlier ones are over and leave the ticker (the news page keeps them). Race control's alerts are LIVE only
 * while the followed session runs, as the nav's live dot says: those of a finished session, an import or a
 * replay that is not playing are race control's words, not live news.
 */

export const TICKER_MAX_ITEMS = 8;
export const TICKER_LATEST_NEWS = 3;

/** The chip of a ticker item: race control's while its session runs, race control's after, or the catalogue's news. */
export type TickerChip = 'live' | 'race-control' | 'news';

export type TickerTone = 'info' | 'warning' | 'danger' | 'news';

export interface TickerItem {
  key: string;
  /** The chip before the text: LIVE or « Direction de course » for race control, « Actualité » for the catalogue. */
  chip: TickerChip;
  /** When race control spoke, in race time ("hh:mm:ss"); null for news. */
  raceTime: string | null;
  text: string;
  /** The language of a text shown as written (the organiser's news); undefined for the page's language. */
  lang: string | undefined;
  /** The news item's category, which colours its chip; null for race control. */
  category: string | null;
  href: string;
  tone: TickerTone;
  /** Alerts and urgent news flash when they come in. */
  flash: boolean;
}

const FIRST_CATEGORIES = new Set(['live', 'session', 'essais']);

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

const newestFirst = (a: NewsItem, b: NewsItem) =>
  (Date.parse(b.published_at) || 0) - (Date.parse(a.published_at) || 0);

function fromAlert(alert: LiveAlert, chip: TickerChip): TickerItem {
  return {
    key: `alerte-${alert.session_id}-${alert.id}`,
    chip,
    raceTime: formatRaceTime(alert.race_time),
    // Race control's message names what happened ('Drapeau à damier : fin de la course'): the title
    // would only repeat it. Worded as it is read, in the page's language then: the list outlives a change of
    // language.
    get text() {
      return alertMessageOf(alert);
    },
    lang: alertLanguageOf(alert),
    category: null,
    href: '/live/classement',
    tone: alert.level,
    flash: true,
  };
}

function fromNews(item: NewsItem): TickerItem {
  return {
    key: `actualite-${item.id}`,
    chip: 'news',
    raceTime: null,
    text: item.title,
    lang: SOURCE_LANGUAGE,
    category: item.category,
    href: `/actualites?articleId=${item.id}`,
    tone: item.urgent ? 'danger' : 'news',
    flash: item.urgent,
  };
}

/** The latest alert of each category, newest first. */
function currentNewsAlerts(news: readonly NewsItem[]): NewsItem[] {
  const seen = new Set<string>();
  return news
    .filter((item) => item.type === 'alert')
    .sort(newestFirst)
    .filter((item) => {
      const category = plain(item.category);
      if (seen.has(category)) return false;
      seen.add(category);
      return true;
    });
}

/** The ticker's items; `phase` is the followed session's, from the live state. */
export function tickerItems(
  alerts: readonly LiveAlert[],
  news: readonly NewsItem[],
  phase: LivePhase,
): TickerItem[] {
  const alertChip: TickerChip = phase === 'running' ? 'live' : 'race-control';
  const newsAlerts = currentNewsAlerts(news);
  const firstNewsAlerts = newsAlerts.filter((item) => FIRST_CATEGORIES.has(plain(item.category)));
  const otherNewsAlerts = newsAlerts.filter((item) => !FIRST_CATEGORIES.has(plain(item.category)));
  const latestNews = news
    .filter((item) => item.type !== 'alert')
    .sort(newestFirst)
    .slice(0, TICKER_LATEST_NEWS);
  return [
    ...alerts.map((alert) => fromAlert(alert, alertChip)),
    ...firstNewsAlerts.map(fromNews),
    ...otherNewsAlerts.map(fromNews),
    ...latestNews.map(fromNews),
  ].slice(0, TICKER_MAX_ITEMS);
}
