import { describe, expect, it } from 'vitest';
import type { Replay } from '../../api/types.ts';
import {
  countReplays,
  filterReplays,
  matchesSearch,
  replayDateOf,
  searchFromQuery,
  shareUrl,
} from './replay-rules.ts';

const stream = (id: number, overrides: Partial<Replay> = {}): Replay => ({
  id: `stream-${id}`,
  kind: 'stream',
  session_id: null,
  stream_id: id,
  team_number: '83',
  team_name: 'AF Corse',
  car_name: 'Ferrari 499P',
  category: 'Hypercar',
  stream_title: 'Le relais de nuit',
  stream_description: null,
  stream_url: 'https://www.youtube.com/watch?v=abc',
  replay_url: 'https://www.youtube.com/watch?v=abc',
  duration: null,
  created_at: '2025-06-15T16:00:00.000Z',
  race_date: null,
  is_available: true,
  session_name: null,
  title: 'Le relais de nuit',
  time_zone: null,
  ...overrides,
});

const session: Replay = {
  ...stream(0),
  id: 'session-course-2025',
  kind: 'session',
  session_id: 'course-2025',
  stream_id: null,
  team_number: null,
  team_name: null,
  car_name: null,
  category: null,
  stream_title: null,
  stream_url: null,
  replay_url: null,
  duration: 86_573,
  session_name: 'Course',
  title: 'Course',
};

const alpine = stream(2, {
  team_number: '007',
  team_name: 'Aston Martin THOR Team',
  car_name: 'Valkyrie',
  stream_title: 'Caméra embarquée',
});
const porsche = stream(3, {
  team_number: '92',
  team_name: 'Manthey The Bend',
  car_name: 'Porsche 911 GT3 R',
  category: 'LMGT3',
  stream_title: null,
});
const all = [session, stream(1), alpine, porsche];

describe('searchFromQuery', () => {
  it('prefills the search with the team of ?team=', () => {
    expect(searchFromQuery('?team=83')).toBe('#83');
    expect(searchFromQuery('team=%2007')).toBe('#07');
    expect(searchFromQuery('')).toBe('');
    expect(searchFromQuery('?team=')).toBe('');
  });
});

describe('matchesSearch', () => {
  it('finds a car by #number, ignoring leading zeros, and only that number', () => {
    expect(all.filter((replay) => matchesSearch(replay, '#83'))).toEqual([stream(1)]);
    expect(all.filter((replay) => matchesSearch(replay, '#7'))).toEqual([alpine]);
    expect(all.filter((replay) => matchesSearch(replay, '#8'))).toEqual([]);
  });

  it('looks in team, number, car and title without accents or case', () => {
    expect(matchesSearch(alpine, 'camera EMBARQUEE')).toBe(true);
    expect(matchesSearch(alpine, 'valk')).toBe(true);
    expect(matchesSearch(porsche, 'manthey')).toBe(true);
    expect(matchesSearch(porsche, '92')).toBe(true);
    expect(matchesSearch(session, 'course')).toBe(true);
    expect(matchesSearch(porsche, 'ferrari')).toBe(false);
    expect(matchesSearch(porsche, '   ')).toBe(true);
  });
});

describe('filterReplays', () => {
  it('combines the category and the search', () => {
    expect(filterReplays(all, { query: '', category: null })).toEqual(all);
    expect(filterReplays(all, { query: '', category: 'Hypercar' })).toEqual([stream(1), alpine]);
    expect(filterReplays(all, { query: 'aston', category: 'Hypercar' })).toEqual([alpine]);
    expect(filterReplays(all, { query: 'aston', category: 'LMGT3' })).toEqual([]);
  });
});

describe('countReplays', () => {
  it('counts each category, and every replay in the total', () => {
    expect(countReplays(all)).toEqual({ total: 4, Hypercar: 2, LMP2: 0, LMGT3: 1 });
    expect(countReplays([])).toEqual({ total: 0, Hypercar: 0, LMP2: 0, LMGT3: 0 });
  });
});

describe('shareUrl', () => {
  it("opens this page on the replay's team", () => {
    expect(shareUrl('https://lemans.example', alpine)).toBe('https://lemans.example/replays?team=007');
    expect(shareUrl('https://lemans.example', session)).toBe('https://lemans.example/replays');
  });
});

describe('replayDateOf', () => {
  it('dates a recorded session by its race, not by when it was played again', () => {
    const replayed = {
      ...session,
      race_date: '2025-06-14T14:00:00.000Z',
      created_at: '2026-11-27T02:00:00.000Z',
    };
    expect(replayDateOf(replayed)).toBe('2025-06-14T14:00:00.000Z');
  });

  it('dates a video, which has no race date, by its publication', () => {
    expect(replayDateOf(stream(1))).toBe('2025-06-15T16:00:00.000Z');
  });
});
