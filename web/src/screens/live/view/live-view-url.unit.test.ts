import { describe, expect, it } from 'vitest';
import {
  categorySlugOf,
  circuitHrefOf,
  LIVE_HUB_PATH,
  liveViewHrefOf,
  liveViewOf,
  raceControlHrefOf,
  rankingHrefOf,
  replayHrefOf,
} from './live-view-url.ts';

describe('liveViewOf', () => {
  it('follows the current session without parameters', () => {
    expect(liveViewOf('')).toEqual({ session: null, at: null, category: null, strategy: false, sort: null });
  });

  it('follows a chosen session as it runs', () => {
    expect(liveViewOf('?session=replay-2025_3')).toEqual({
      session: 'replay-2025_3',
      at: null,
      category: null,
      strategy: false,
      sort: null,
    });
  });

  it('shows a moment of a chosen session', () => {
    expect(liveViewOf('?session=s1&t=23:45:00')).toEqual({
      session: 's1',
      at: 85_500_000,
      category: null,
      strategy: false,
      sort: null,
    });
    expect(liveViewOf('session=s1&t=00%3A00%3A00')).toEqual({
      session: 's1',
      at: 0,
      category: null,
      strategy: false,
      sort: null,
    });
  });

  it('ignores a malformed session or moment, and a moment without a session', () => {
    expect(liveViewOf('?session=%3Cscript%3E&t=01:00:00')).toEqual({
      session: null,
      at: null,
      category: null,
      strategy: false,
      sort: null,
    });
    expect(liveViewOf('?session=s1&t=demain')).toEqual({
      session: 's1',
      at: null,
      category: null,
      strategy: false,
      sort: null,
    });
    expect(liveViewOf('?t=01:00:00')).toEqual({
      session: null,
      at: null,
      category: null,
      strategy: false,
      sort: null,
    });
  });
});

describe('the class shown (categorie)', () => {
  it('reads a class alone or beside a session and a moment', () => {
    expect(liveViewOf('?categorie=lmp2')).toEqual({
      session: null,
      at: null,
      category: 'lmp2',
      strategy: false,
      sort: null,
    });
    expect(liveViewOf('?session=s1&t=01:00:00&categorie=hypercar')).toEqual({
      session: 's1',
      at: 3_600_000,
      category: 'hypercar',
      strategy: false,
      sort: null,
    });
  });

  it('ignores a class that no class can be named', () => {
    expect(liveViewOf('?categorie=%3Cb%3E').category).toBeNull();
    expect(liveViewOf('?categorie=').category).toBeNull();
  });

  it('writes the class after the session and moment, and reads it back', () => {
    expect(rankingHrefOf({ session: null, at: null, category: 'lmgt3', strategy: false })).toBe(
      '/live/classement?categorie=lmgt3',
    );
    const view = { session: 's1', at: 3_723_000, category: 'lmp2', strategy: false, sort: null };
    expect(rankingHrefOf(view)).toBe('/live/classement?session=s1&t=01:02:03&categorie=lmp2');
    expect(liveViewOf(rankingHrefOf(view).split('?')[1] ?? '')).toEqual(view);
  });

  it('names a class by its label in lower case', () => {
    expect(['Hypercar', 'LMP2', 'LMGT3', 'LMP2 Pro/Am'].map(categorySlugOf)).toEqual([
      'hypercar',
      'lmp2',
      'lmgt3',
      'lmp2-pro-am',
    ]);
    for (const label of ['Hypercar', 'LMP2 Pro/Am']) {
      expect(liveViewOf(`?categorie=${categorySlugOf(label)}`).category).toBe(categorySlugOf(label));
    }
  });
});

describe('rankingHrefOf', () => {
  it('writes the addresses the page reads back', () => {
    expect(rankingHrefOf({ session: null, at: null, category: null, strategy: false })).toBe(
      '/live/classement',
    );
    expect(rankingHrefOf({ session: 's1', at: null })).toBe('/live/classement?session=s1');
    expect(rankingHrefOf({ session: 's1', at: 3_723_900 })).toBe('/live/classement?session=s1&t=01:02:03');
    expect(rankingHrefOf({ session: null, at: 1000 })).toBe('/live/classement');
    const view = { session: 'replay-3', at: 52_000_000, category: null, strategy: false, sort: null };
    expect(liveViewOf(rankingHrefOf(view).split('?')[1] ?? '')).toEqual(view);
  });

  it('writes the same view for the circuit', () => {
    expect(circuitHrefOf({ session: null, at: null })).toBe('/live/circuit');
    const view = { session: 's1', at: 3_723_000, category: 'lmp2', strategy: false, sort: null };
    expect(circuitHrefOf(view)).toBe('/live/circuit?session=s1&t=01:02:03&categorie=lmp2');
    expect(liveViewOf(circuitHrefOf(view).split('?')[1] ?? '')).toEqual(view);
  });

  it('writes the hub and the race-control log with the session and moment they follow', () => {
    expect(liveViewHrefOf(LIVE_HUB_PATH, { session: null, at: null })).toBe('/live');
    expect(liveViewHrefOf(LIVE_HUB_PATH, { session: 'replay-1', at: null })).toBe('/live?session=replay-1');
    expect(raceControlHrefOf({ session: 's1', at: 3_723_000 })).toBe(
      '/live/direction-de-course?session=s1&t=01:02:03',
    );
  });

  it('replays a session from its start', () => {
    expect(replayHrefOf('42')).toBe('/live/classement?session=42&t=00:00:00');
  });
});

describe('the ranking view shown (vue)', () => {
  it('reads and writes the strategy view after the class, and nothing else as it', () => {
    const view = { session: 's1', at: 3_723_000, category: 'lmp2', strategy: true, sort: null };
    expect(rankingHrefOf(view)).toBe('/live/classement?session=s1&t=01:02:03&categorie=lmp2&vue=strategie');
    expect(liveViewOf(rankingHrefOf(view).split('?')[1] ?? '')).toEqual(view);
    expect(rankingHrefOf({ session: null, at: null, strategy: true })).toBe('/live/classement?vue=strategie');
    expect(liveViewOf('?vue=classement').strategy).toBe(false);
    expect(liveViewOf('?vue=STRATEGIE').strategy).toBe(false);
  });
});

describe('the ranking sort (tri)', () => {
  it('reads and writes the sort last, keeping it with the class and the moment', () => {
    const view = { session: 's1', at: 3_723_000, category: 'lmp2', strategy: false, sort: 'best-asc' };
    expect(rankingHrefOf(view)).toBe('/live/classement?session=s1&t=01:02:03&categorie=lmp2&tri=best-asc');
    expect(liveViewOf(rankingHrefOf(view).split('?')[1] ?? '')).toEqual(view);
    expect(rankingHrefOf({ session: null, at: null, sort: 's1-desc' })).toBe('/live/classement?tri=s1-desc');
  });

  it('ignores a sort no column can be named', () => {
    expect(liveViewOf('?tri=%3Cb%3E').sort).toBeNull();
    expect(liveViewOf('?tri=').sort).toBeNull();
  });
});
