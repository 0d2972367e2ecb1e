import { expect } from 'vitest';
import { apiGet } from './site-api.ts';

/** What the tests read of a live frame of the API. */
export interface ApiFrame {
  session_id: string;
  weather: { elapsed_time: number };
  data: { participant_number: string; lap_count: number; last_pit_lap: number | null }[];
}

/**
 * A GET of the site's API by the test, not by the page: the requests a page makes are counted by some tests,
 * and the test's own reads must not be among them.
 */
export function apiFrameOf(siteUrl: string, path: string): Promise<ApiFrame> {
  return apiGet<ApiFrame>(siteUrl, path);
}

/**
 * Waits until the live session recorded `seconds` of race: the past is rebuilt from what was recorded, and
 * nothing before the feed started can be shown.
 */
export async function waitForHistory(siteUrl: string, seconds: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const live = await apiFrameOf(siteUrl, '/api/live');
        const first = await apiFrameOf(
          siteUrl,
          `/api/live?sessionId=${encodeURIComponent(live.session_id)}&at=0`,
        );
        return live.weather.elapsed_time - first.weather.elapsed_time;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBeGreaterThanOrEqual(seconds);
}
