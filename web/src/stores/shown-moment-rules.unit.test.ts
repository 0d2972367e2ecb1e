import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../api/types.ts';
import {
  instantOf,
  momentOfFrame,
  momentQueryOf,
  momentShown,
  newsAsOf,
  withMomentQuery,
} from './shown-moment-rules.ts';

const HOUR = 3_600_000;

const item = (id: number, published_at: string): NewsItem => ({
  id,
  title: `Article ${id}`,
  content: '',
  excerpt: '',
  category: 'Live',
  type: 'news',
  urgent: false,
  author: null,
  published_at,
  url: null,
  image_url: null,
});

describe('momentOfFrame', () => {
  it('is the session shown and its race time in ms', () => {
    expect(momentOfFrame('replay-1a2b3c4d', 50_400.25)).toEqual({
      sessionId: 'replay-1a2b3c4d',
      raceTimeMs: 50_400_250,
    });
  });

  it.each([
    [null, 10],
    ['', 10],
    ['race', undefined],
    ['race', Number.NaN],
    ['race', -1],
    ['race', '14:00:00'],
  ])('is null for session %j at %j', (sessionId, elapsed) => {
    expect(momentOfFrame(sessionId, elapsed)).toBeNull();
  });
});

describe('momentShown', () => {
  const frame = { sessionId: 'race', raceTimeMs: 24 * HOUR + 180_000 };
  const live = { showingPast: false, replay: false };

  it.each(['scheduled', 'running', 'paused'] as const)(
    'is the frame’s moment while the race is %s',
    (phase) => {
      expect(momentShown(frame, { ...live, phase })).toBe(frame);
    },
  );

  it.each(['finished', 'stopped'] as const)(
    'is the present once a race followed as it stands is %s',
    (phase) => {
      expect(momentShown(frame, { ...live, phase })).toBeNull();
    },
  );

  it('keeps a replay’s moment, and any past moment, to the end', () => {
    expect(momentShown(frame, { showingPast: false, replay: true, phase: 'finished' })).toBe(frame);
    expect(momentShown(frame, { showingPast: true, replay: false, phase: 'finished' })).toBe(frame);
  });

  it('is none without a frame', () => {
    expect(momentShown(null, { ...live, phase: 'running' })).toBeNull();
  });
});

describe('momentQueryOf', () => {
  it('names the session and the end of the minute the moment is in', () => {
    expect(momentQueryOf({ sessionId: 'race', raceTimeMs: 14 * HOUR + 1 })).toBe('session=race&t=14:01:00');
    expect(momentQueryOf({ sessionId: 'race', raceTimeMs: 14 * HOUR + 59_999 })).toBe(
      'session=race&t=14:01:00',
    );
  });

  it('keeps a moment on a minute as it is, the start included', () => {
    expect(momentQueryOf({ sessionId: 'race', raceTimeMs: 14 * HOUR })).toBe('session=race&t=14:00:00');
    expect(momentQueryOf({ sessionId: 'race', raceTimeMs: 0 })).toBe('session=race&t=00:00:00');
  });

  it('is empty without a moment, and goes after a path’s own query', () => {
    expect(momentQueryOf(null)).toBe('');
    expect(withMomentQuery('/news', '')).toBe('/news');
    expect(withMomentQuery('/news', 'session=race&t=14:00:00')).toBe('/news?session=race&t=14:00:00');
    expect(withMomentQuery('/live-alerts?x=1', 'session=a&t=00:01:00')).toBe(
      '/live-alerts?x=1&session=a&t=00:01:00',
    );
  });
});

describe('instantOf', () => {
  const catalogue = {
    session_id: 'race',
    race_time_ms: 14 * HOUR + 60_000,
    instant: '2025-06-15T04:01:00.000Z',
    followed_event: true,
  };

  it('is the session’s start, as the API read it, plus the race time shown', () => {
    expect(instantOf(catalogue, { sessionId: 'race', raceTimeMs: 14 * HOUR + 30_000 })).toBe(
      Date.parse('2025-06-15T04:00:30.000Z'),
    );
  });

  it('is null for another session than the one read, or before any', () => {
    expect(instantOf(catalogue, { sessionId: 'spa', raceTimeMs: 0 })).toBeNull();
    expect(instantOf(null, { sessionId: 'race', raceTimeMs: 0 })).toBeNull();
    expect(instantOf(catalogue, null)).toBeNull();
  });
});

describe('newsAsOf', () => {
  const news = [
    item(5, '2025-06-15T16:03:00+02:00'),
    item(7, '2025-06-15T03:52:00+02:00'),
    item(9, '2025-06-14T19:27:00+02:00'),
  ];

  it('keeps what was published by the instant, in order', () => {
    const sixAm = Date.parse('2025-06-15T06:00:00+02:00');
    expect(newsAsOf(news, sixAm).map((entry) => entry.id)).toEqual([7, 9]);
    expect(newsAsOf(news, Date.parse('2025-06-15T16:03:00+02:00')).map((entry) => entry.id)).toEqual([
      5, 7, 9,
    ]);
    expect(newsAsOf(news, Date.parse('2025-06-14T19:00:00+02:00'))).toEqual([]);
  });

  it('keeps everything for the present', () => {
    expect(newsAsOf(news, null)).toBe(news);
  });
});
