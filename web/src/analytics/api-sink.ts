import type { AnalyticsSink } from './events.ts';

/** The site's own collector: the API stores each batch as it comes (POST /api/analytics). */
export const ANALYTICS_ENDPOINT = '/api/analytics';

/**
 * The default sink. While the page goes away only a beacon is sure to leave; it is sent as text/plain,
 * which a beacon may carry without a preflight and the API reads as JSON. Every other batch is a keepalive
 * fetch too: a batch still in flight when the visitor leaves would otherwise be cancelled with the page
 * (a batch is a few kilobytes, well under keepalive's 64 KiB). The answer is not read: a refused or lost
 * batch is simply lost.
 */
export const postToApi: AnalyticsSink = async (events, { unloading }) => {
  const body = JSON.stringify({ events });
  if (
    unloading &&
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(ANALYTICS_ENDPOINT, body)
  ) {
    return;
  }
  await fetch(ANALYTICS_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  });
};
