/**
 * The audience events the pages send (spec part 1 §7), in the shape POST /api/analytics stores:
 * `{ name, section, path, at, data? }`.
 */

export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'click',
  'navigation',
  'live_interaction',
  'entry_view',
  'news_view',
  'programme_view',
  'video_interaction',
  'filter_use',
  'error',
  'download',
  'search',
  'time_on_page',
  'conversion',
  'session_start',
  'performance',
  'resize',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** Page paths grouped as the spec groups them; the API accepts these values only. */
export type AnalyticsSection = 'home' | 'live' | 'programme' | 'engagements' | 'actualites' | 'other';

/** Small JSON details of an event (the API refuses more than 2 kB of them). */
export type AnalyticsData = Record<string, string | number | boolean | null>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  section: AnalyticsSection;
  path: string;
  /** The browser's clock, ISO 8601. */
  at: string;
  data?: AnalyticsData;
}

/** Where a batch of events goes. `unloading` is set while the page goes away: only a beacon gets through. */
export type AnalyticsSink = (
  events: AnalyticsEvent[],
  delivery: { unloading: boolean },
) => void | Promise<void>;
