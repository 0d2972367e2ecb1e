import { effect, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { Stream } from '../api/types.ts';
import { t } from '../i18n/i18n.ts';
import { momentQuery, momentSession } from './shown-moment.ts';
import { withMomentQuery } from './shown-moment-rules.ts';

/**
 * The team video streams, from GET /api/streams: the followed event's, so none when the moment shown is of
 * another event.
 */

export const streams = signal<Stream[]>([]);
export const streamsLoading = signal(false);
export const streamsError = signal<string | null>(null);

/** Re-throws after recording the error, as the spec asks (part 1 §8): a caller may react to the failure. */
export async function loadStreams(): Promise<void> {
  const session = momentSession.peek();
  streamsLoading.value = true;
  try {
    const body = await getJson<Stream[]>(withMomentQuery('/streams', momentQuery.peek() ?? ''));
    if (momentSession.peek() === session) streams.value = body;
    streamsError.value = null;
  } catch (error) {
    streamsError.value = t('load_error.streams');
    throw error;
  } finally {
    streamsLoading.value = false;
  }
}

/** Loads the streams now and each time another session is shown; returns the stop. */
export function followMomentStreams(): () => void {
  return effect(() => {
    // Until the page knows what it shows, streams asked for could be another event's: the page waits.
    if (momentSession.value === null) {
      streamsLoading.value = true;
      return;
    }
    // The store keeps the error for the page to show; its re-throw is for callers that must stop.
    void loadStreams().catch(() => undefined);
  });
}
