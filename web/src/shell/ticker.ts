import type { LiveAlert, RaceState, SessionWeather } from '@lemans/contract';
import { formatRaceTime, HOUR_MS } from '@lemans/contract/timing';
import type { NewsItem } from '../api/types.ts';
import { weatherReadingsOf } from '../format/weather.ts';
import { SOURCE_LANGUAGE } from '../i18n/languages.ts';
import { RACE_STATE_TYPES } from '../stores/alerts-rules.ts';
import type { RacePhase } from '../stores/race-phase.ts';
import { alertLanguageOf, alertMessageOf } from './alert-words.ts';

/**
 * What the banner's ticker shows, in order (spec part 1, banner): live, session and trial alerts first, then
 * the other alerts, then the 3 latest news, at most 8 items. Only race control's alerts of the followed
 * session are live: the catalogue's items of type 'alert' are written in advance, so whatever their wording
 * or category they are shown as news, only placed by their category. The alerts of one category tell one
 * story (« Voiture de sécurité en piste », then « Reprise de la course »): only the latest is current, the
 * earlier ones are over and leave the ticker (the news page keeps them). Race control's alerts are LIVE only
 * while the race's phase is (race-phase.ts), as the nav's live dot says: from the flag on, and for an import
 * or a replay that is not playing, they are race control's words, not live news.
 *
 * Everything is tied to the moment shown (live, time travel or the TV delay): a word on the track's state
 * (« Full Course Yellow sur le circuit ») only while that moment's flag says it, news only from their
 * publication and for NEWS_CURRENT_MS after, and the weather read at that moment instead of the catalogue's
 * forecasts, which are fixed texts written days before.
 */

export const TICKER_MAX_ITEMS = 8;
export const TICKER_LATEST_NEWS = 3;
/**
 * How long a catalogue item stays current after its publication: a quarter of the race, so that a session's
 * report is read through the evening after it, while the night never shows the afternoon's news (nor
 * Thursday's Hyperpole on Sunday) as what is happening.
 */
export const NEWS_CURRENT_MS = 6 * HOUR_MS;

/** The moment the ticker is tied to. */
export interface TickerMoment {
  /** The race's phase at the moment shown. */
  phase: RacePhase;
  /** The flag of the moment shown; null when no frame tells it. */
  raceState: RaceState | null;
  /** The wall instant shown (ms); null while unknown, when no catalogue item can be placed against it. */
  instantMs: number | null;
  /** The weather read at the moment shown. */
  weather: SessionWeather | null;
}

/**
 * The chip of a ticker item: race control's while its session runs, race control's after, the catalogue's
 * news, or the weather of the moment.
 */
export type TickerChip = 'live' | 'race-control' | 'news' | 'weather';

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

/**
 * The track states race control's words claim, tried in this order (the virtual safety car before the safety
 * car, a full course yellow before yellow flags), in the catalogue's French and in English.
 */
const CLAIMED_STATES: readonly (readonly [RaceState, RegExp])[] = [
  ['vsc', /\bvsc\b|virtual safety car|voiture de securite virtuelle/],
  ['safety', /safety car|voiture de securite/],
  ['fcy', /\bfcy\b|full course yellow/],
  ['red', /red flag|drapeau rouge|course interrompue/],
  ['finished', /chequered flag|checkered flag|drapeau a damier/],
  ['green', /green flag|drapeau vert|reprise de la course|restart/],
  ['yellow', /yellow flag|drapeaux? jaunes?/],
];

const RACE_STATE_CODE = /^race_state\.(\w+)$/;

/** The track state a text claims, if it speaks of one. */
function claimedStateOf(text: string): RaceState | null {
  const words = plain(text);
  return CLAIMED_STATES.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

/** The track state a race-control alert claims: by its code, else by its words as written. */
function alertClaimOf(alert: LiveAlert): RaceState | null {
  if (!RACE_STATE_TYPES.has(alert.type)) return null;
  const coded = RACE_STATE_CODE.exec(alert.code)?.[1];
  if (coded) return CLAIMED_STATES.find(([state]) => state === coded)?.[0] ?? null;
  return claimedStateOf(alert.message);
}

/** Words that claim no track state always hold; a claim holds only while the moment's flag says it. */
const holds = (claim: RaceState | null, raceState: RaceState | null) => claim === null || claim === raceState;

/** Published by the instant shown, and not for longer than NEWS_CURRENT_MS. */
function isCurrentNews(item: NewsItem, instantMs: number | null): boolean {
  const published = Date.parse(item.published_at);
  if (instantMs === null || !Number.isFinite(published)) return false;
  return published <= instantMs && instantMs - published < NEWS_CURRENT_MS;
}

/** The catalogue's weather: forecasts written in advance, which the weather of the moment replaces. */
const isWeatherNews = (item: NewsItem) => ['meteo', 'weather'].includes(plain(item.category));

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

function fromWeather(weather: SessionWeather): TickerItem {
  return {
    key: 'meteo',
    chip: 'weather',
    raceTime: null,
    // Read in the page's language when shown, as the banner's weather strip.
    get text() {
      return weatherReadingsOf(weather)
        .map(({ label, value }) => `${label} ${value}`)
        .join(' · ');
    },
    lang: undefined,
    category: null,
    href: '/live/classement',
    tone: 'info',
    flash: false,
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

/** The ticker's items at `moment`. */
export function tickerItems(
  alerts: readonly LiveAlert[],
  allNews: readonly NewsItem[],
  moment: TickerMoment,
): TickerItem[] {
  const alertChip: TickerChip = moment.phase.live ? 'live' : 'race-control';
  const trueAlerts = alerts.filter((alert) => holds(alertClaimOf(alert), moment.raceState));
  const news = allNews.filter((item) => isCurrentNews(item, moment.instantMs) && !isWeatherNews(item));
  const newsAlerts = currentNewsAlerts(news).filter((item) =>
    holds(claimedStateOf(item.title), moment.raceState),
  );
  const firstNewsAlerts = newsAlerts.filter((item) => FIRST_CATEGORIES.has(plain(item.category)));
  const otherNewsAlerts = newsAlerts.filter((item) => !FIRST_CATEGORIES.has(plain(item.category)));
  const shownWeather =
    moment.weather && weatherReadingsOf(moment.weather).length > 0 ? [fromWeather(moment.weather)] : [];
  const latestNews = news
    .filter((item) => item.type !== 'alert')
    .sort(newestFirst)
    .slice(0, TICKER_LATEST_NEWS);
  return [
    ...trueAlerts.map((alert) => fromAlert(alert, alertChip)),
    ...firstNewsAlerts.map(fromNews),
    ...otherNewsAlerts.map(fromNews),
    ...shownWeather,
    ...latestNews.map(fromNews),
  ].slice(0, TICKER_MAX_ITEMS);
}
