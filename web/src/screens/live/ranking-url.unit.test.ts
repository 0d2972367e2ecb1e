import { describe, expect, it } from 'vitest';
import { rankingHrefOf, rankingViewOf, replayHrefOf } from './ranking-url.ts';

describe('rankingViewOf', () => {
  it('follows the current session without parameters', () => {
    expect(rankingViewOf('')).toEqual({ session: null, at: null });
  });

  it('follows a chosen session as it runs', () => {
    expect(rankingViewOf('?session=replay-2025_3')).toEqual({ session: 'replay-2025_3', at: null });
  });

  it('shows a moment of a chosen session', () => {
    expect(rankingViewOf('?session=s1&t=23:45:00')).toEqual({ session: 's1', at: 85_500_000 });
    expect(rankingViewOf('session=s1&t=00%3A00%3A00')).toEqual({ session: 's1', at: 0 });
  });

  it('ignores a malformed session or moment, and a moment without a session', () => {
    expect(rankingViewOf('?session=%3Cscript%3E&t=01:00:00')).toEqual({ session: null, at: null });
    expect(rankingViewOf('?session=s1&t=demain')).toEqual({ session: 's1', at: null });
    expect(rankingViewOf('?t=01:00:00')).toEqual({ session: null, at: null });
  });
});

describe('rankingHrefOf', () => {
  it('writes the addresses the page reads back', () => {
    expect(rankingHrefOf({ session: null, at: null })).toBe('/live/classement');
    expect(rankingHrefOf({ session: 's1', at: null })).toBe('/live/classement?session=s1');
    expect(rankingHrefOf({ session: 's1', at: 3_723_900 })).toBe('/live/classement?session=s1&t=01:02:03');
    expect(rankingHrefOf({ session: null, at: 1000 })).toBe('/live/classement');
    const view = { session: 'replay-3', at: 52_000_000 };
    expect(rankingViewOf(rankingHrefOf(view).split('?')[1] ?? '')).toEqual(view);
  });

  it('replays a session from its start', () => {
    expect(replayHrefOf('42')).toBe('/live/classement?session=42&t=00:00:00');
  });
});
