import type { LiveFrame } from '@lemans/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLiveFrame } from './live-store.ts';
import { followMomentNews, news } from './news-store.ts';
import { followShownMoment, MOMENT_REFRESH_MS, shownInstant } from './shown-moment.ts';

/**
 * The moment shown as the stores follow it: the frames of a replay of the 2025 race name the moment to the
 * API, a new address at most every MOMENT_REFRESH_MS however fast the replay runs, and the news kept are those
 * the exact moment has reached. The API is answered here as it answers (tests/integration/api/moment.test.ts).
 */

const HOUR = 3_600_000;
const RACE_START = Date.parse('2025-06-14T16:00:00+02:00');

const NEWS = [
  { id: 5, title: 'Drapeau à damier sur la 93e édition', published_at: '2025-06-15T16:03:00+02:00' },
  { id: 7, title: 'Reprise de la course', published_at: '2025-06-15T03:52:00+02:00' },
];

let asked: string[] = [];

function answer(path: string): unknown {
  const url = new URL(path, 'http://site');
  if (url.pathname === '/api/live/state') return { session_id: 'replay-1', phase: 'running' };
  if (url.pathname === '/api/live') return frameAt(14 * HOUR);
  if (url.pathname === '/api/catalogue-moment') {
    const raceTimeMs = 14 * HOUR + 60_000;
    return {
      session_id: 'replay-1',
      race_time_ms: raceTimeMs,
      instant: new Date(RACE_START + raceTimeMs).toISOString(),
      followed_event: true,
    };
  }
  if (url.pathname === '/api/news') return NEWS;
  throw new Error(`unexpected ${path}`);
}

/** A replay's frame with no car: the weather fields the moment and the live state read, the rest left out. */
function frameAt(raceTimeMs: number): Partial<LiveFrame> {
  const weather = {
    elapsed_time: raceTimeMs / 1000,
    is_replay: true,
    race_state: 'green',
    remaining_time: 36_000,
  };
  return {
    session_id: 'replay-1',
    data: [],
    timestamp: new Date().toISOString(),
    weather: weather as unknown as LiveFrame['weather'],
  };
}

const newsAddresses = () => asked.filter((path) => path.startsWith('/api/news'));

beforeEach(() => {
  vi.useFakeTimers({ now: RACE_START + 14 * HOUR });
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify(answer(path)), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('following the moment shown', () => {
  it('asks the news of the minute shown, at most every few seconds as a fast replay moves, and keeps what the moment reached', async () => {
    const stops = [followShownMoment(), followMomentNews()];
    await vi.advanceTimersByTimeAsync(10);
    expect(newsAddresses()).toEqual(['/api/news?session=replay-1&t=14:00:00']);
    expect(shownInstant.value).toBe(RACE_START + 14 * HOUR);

    // A replay at 60×: a frame every 100 ms, a minute of race every second, for ten seconds.
    for (let frame = 1; frame <= 100; frame++) {
      applyLiveFrame(frameAt(14 * HOUR + frame * 6_000));
      await vi.advanceTimersByTimeAsync(100);
    }
    // Ten minutes of race asked in three addresses, 5 s apart: the first move at once, then the latest minute.
    expect(newsAddresses()).toEqual([
      '/api/news?session=replay-1&t=14:00:00',
      '/api/news?session=replay-1&t=14:01:00',
      '/api/news?session=replay-1&t=14:05:00',
      '/api/news?session=replay-1&t=14:10:00',
    ]);
    // The replay paused: nothing more is asked.
    await vi.advanceTimersByTimeAsync(3 * MOMENT_REFRESH_MS);
    expect(newsAddresses()).toHaveLength(4);
    // The flag's article is in the answer, but published long after the moment shown.
    expect(news.value.map((item) => item.id)).toEqual([7]);

    for (const stop of stops) stop();
  });
});
