import type { SessionWeather } from '@lemans/contract';
import { signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import { t } from '../i18n/i18n.ts';
import { sessionQueryOf } from './follow-rules.ts';
import { followedSessionId } from './followed-session.ts';
import { showingPast } from './tv-delay-store.ts';

/**
 * The weather and session feed of the followed session (the current one unless the ranking page chose
 * another): GET /api/weather, polled (every 120 s by the banner, every 10 s by the ranking page), and the
 * weather part of the socket's live-update frames. Each answer is merged into the held state (spec part 1
 * §7). While a past moment is shown (time travel or the TV delay), the weather comes with its frames and the
 * polls stand aside.
 */

export const WEATHER_BANNER_REFRESH_MS = 120_000;

export const weather = signal<SessionWeather | null>(null);
export const weatherError = signal<string | null>(null);

export function mergeWeather(update: Partial<SessionWeather>): void {
  weather.value = { ...weather.value, ...update } as SessionWeather;
}

/** Fetches and merges the feed; a failure is kept as the store error and re-thrown (spec part 1 §8). */
export async function refreshWeather(): Promise<void> {
  if (showingPast.value) return;
  const sessionId = followedSessionId.value;
  try {
    const answer = await getJson<SessionWeather>(`/weather${sessionQueryOf(sessionId)}`);
    // The choice changed while the call ran: this answer describes a session no longer shown.
    if (followedSessionId.value !== sessionId || showingPast.value) return;
    mergeWeather(answer);
    weatherError.value = null;
  } catch {
    weatherError.value = t('load_error.weather');
    throw new Error(t('load_error.weather'));
  }
}

/** The banner's and the ranking's fetch: their weather errors are ignored, with no UI. */
export async function loadWeather(): Promise<void> {
  await refreshWeather().catch(() => undefined);
}

/** Loads now, then every `intervalMs`; returns the function that stops the polling. */
export function pollWeather(intervalMs: number): () => void {
  void loadWeather();
  const timer = setInterval(() => void loadWeather(), intervalMs);
  return () => clearInterval(timer);
}
