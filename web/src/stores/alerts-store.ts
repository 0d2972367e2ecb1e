import type { LiveAlert } from '@lemans/race';
import { signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';

/** Race-control alerts of the current session, from GET /api/live-alerts (newest first), for the banner. */

export const alerts = signal<LiveAlert[]>([]);

/** A failure keeps the alerts already held: the banner's alert fetch is silent (spec part 1 §8). */
export async function loadAlerts(): Promise<void> {
  try {
    const body = await getJson<LiveAlert[]>('/live-alerts');
    if (Array.isArray(body)) alerts.value = body;
  } catch {
    // Silent by specification.
  }
}
