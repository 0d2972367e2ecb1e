import { postToApi } from './api-sink.ts';
import { type Batcher, createBatcher } from './batcher.ts';
import { errorEventData } from './error-data.ts';
import type { AnalyticsData, AnalyticsEventName, AnalyticsSink } from './events.ts';
import { sectionOfPath } from './sections.ts';

/**
 * The page's audience tracking (spec part 1 §7): one session per page load, a page view per location, the
 * time spent on each page, the load timings, settled window sizes, and every uncaught error or unhandled
 * rejection as an error event. Nothing here ever shows anything to the visitor or throws into the page.
 */

/** A window being dragged to size fires resize continuously: only the size it settles on is sent. */
const RESIZE_SETTLE_MS = 1000;
/** The API's limit for a path. */
const MAX_PATH = 512;

interface Tracking {
  batcher: Batcher;
  path: string;
  enteredAt: number;
}

let tracking: Tracking | null = null;
let resizeTimer: ReturnType<typeof setTimeout> | undefined;

export interface AnalyticsOptions {
  /** Where batches go; POST /api/analytics unless told. */
  sink?: AnalyticsSink;
}

/** Starts tracking, once per page load; later calls change nothing. */
export function startAnalytics({ sink = postToApi }: AnalyticsOptions = {}): void {
  if (tracking) return;
  tracking = { batcher: createBatcher({ sink }), path: location.pathname, enteredAt: Date.now() };
  track('session_start', {
    language: navigator.language,
    referrer: document.referrer.slice(0, MAX_PATH),
    width: window.innerWidth,
    height: window.innerHeight,
  });
  track('page_view', { title: document.title });
  reportLoadTimings();
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('resize', onResize);
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
}

/** Records an event of the current page (or of `path`); before tracking has started it is dropped. */
export function track(name: AnalyticsEventName, data?: AnalyticsData, path = tracking?.path): void {
  if (!tracking || path === undefined) return;
  const clipped = path.slice(0, MAX_PATH) || '/';
  tracking.batcher.add({
    name,
    section: sectionOfPath(clipped),
    path: clipped,
    at: new Date().toISOString(),
    ...(data && { data }),
  });
}

/** A new location: the time spent on the previous page, then the view of this one. */
export function trackPageView(path: string): void {
  if (!tracking || path === tracking.path) return;
  trackTimeOnPage();
  tracking.path = path;
  tracking.enteredAt = Date.now();
  track('page_view', { title: document.title });
}

function trackTimeOnPage(): void {
  if (!tracking) return;
  track('time_on_page', { ms: Date.now() - tracking.enteredAt });
}

function onError(event: ErrorEvent): void {
  track(
    'error',
    errorEventData('error', event.error ?? event.message, {
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    }),
  );
}

function onRejection(event: PromiseRejectionEvent): void {
  track('error', errorEventData('unhandledrejection', event.reason));
}

function onResize(): void {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(
    () => track('resize', { width: window.innerWidth, height: window.innerHeight }),
    RESIZE_SETTLE_MS,
  );
}

/** The page goes away (or into the back-forward cache): what waits leaves now, as a beacon. */
function onPageHide(): void {
  if (!tracking) return;
  trackTimeOnPage();
  // A page restored from the back-forward cache counts its time afresh.
  tracking.enteredAt = Date.now();
  tracking.batcher.flush(true);
}

/** Mobile browsers often kill a hidden page without a pagehide: hiding is the last sure moment to send. */
function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') tracking?.batcher.flush(true);
}

/** The landing page's load timings, once its load event has finished (ms from the navigation start). */
function reportLoadTimings(): void {
  const send = () => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (!entry) return;
    track('performance', {
      ttfb: Math.round(entry.responseStart),
      domContentLoaded: Math.round(entry.domContentLoadedEventEnd),
      load: Math.round(entry.loadEventEnd),
      transferSize: entry.transferSize,
    });
  };
  // loadEventEnd is only set once every load listener has returned, hence the extra task.
  if (document.readyState === 'complete') setTimeout(send);
  else window.addEventListener('load', () => setTimeout(send), { once: true });
}
