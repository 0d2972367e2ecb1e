import type { LiveFrame } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import {
  ageText,
  isSavedFrame,
  SAVED_FRAME_MAX_AGE_MS,
  type SavedFrame,
  savedFrameFits,
} from './saved-frame.ts';

const frame = { session_id: 'lemans-2025-race', data: [] } as unknown as LiveFrame;
const saved: SavedFrame = { frame, id: '1718454000000-0', followed: null, shownAt: 1_000_000 };

describe('savedFrameFits', () => {
  const now = 1_040_000;
  it('stands in for the live frame of the session it was shown for', () => {
    expect(savedFrameFits(saved, { followed: null, timeTravelling: false, now })).toBe(true);
    expect(
      savedFrameFits(
        { ...saved, followed: 'replay-7' },
        { followed: 'replay-7', timeTravelling: false, now },
      ),
    ).toBe(true);
  });

  it('never stands in for another session, a past moment, or once too old', () => {
    expect(savedFrameFits(saved, { followed: 'replay-7', timeTravelling: false, now })).toBe(false);
    expect(savedFrameFits(saved, { followed: null, timeTravelling: true, now })).toBe(false);
    expect(
      savedFrameFits(saved, {
        followed: null,
        timeTravelling: false,
        now: 1_000_000 + SAVED_FRAME_MAX_AGE_MS,
      }),
    ).toBe(false);
    // A clock put back since: the frame's age cannot be told.
    expect(savedFrameFits(saved, { followed: null, timeTravelling: false, now: 999_000 })).toBe(false);
  });
});

describe('isSavedFrame', () => {
  it('accepts what was saved, and nothing else', () => {
    expect(isSavedFrame(JSON.parse(JSON.stringify(saved)))).toBe(true);
    expect(isSavedFrame({ ...saved, id: null })).toBe(true);
    expect(isSavedFrame(null)).toBe(false);
    expect(isSavedFrame({ ...saved, shownAt: '1' })).toBe(false);
    expect(isSavedFrame({ ...saved, frame: { data: [] } })).toBe(false);
    expect(isSavedFrame({ ...saved, frame: { session_id: 'x', data: {} } })).toBe(false);
    expect(isSavedFrame({ ...saved, followed: 3 })).toBe(false);
  });
});

describe('ageText', () => {
  it('says how old the frame is, in seconds, minutes, then hours', () => {
    expect(ageText(400)).toBe('il y a 0 s');
    expect(ageText(40_900)).toBe('il y a 40 s');
    expect(ageText(59_999)).toBe('il y a 59 s');
    expect(ageText(60_000)).toBe('il y a 1 min');
    expect(ageText(3 * 60_000 + 5_000)).toBe('il y a 3 min');
    expect(ageText(2 * 3_600_000 + 5 * 60_000)).toBe('il y a 2 h 05');
    expect(ageText(-5_000)).toBe('il y a 0 s');
  });
});
