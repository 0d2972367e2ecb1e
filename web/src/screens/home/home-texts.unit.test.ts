import { describe, expect, it } from 'vitest';
import { HOME_TEXT, heroActionOf, heroLeadOf } from './home-texts.ts';

describe('heroLeadOf', () => {
  it('says the race runs, is yet to start or is over, as the live state says', () => {
    expect(heroLeadOf({ kind: 'live', phase: 'running' })).toBe(HOME_TEXT.heroLeadRunning);
    expect(heroLeadOf({ kind: 'live', phase: 'scheduled' })).toBe(HOME_TEXT.heroLeadScheduled);
    expect(heroLeadOf({ kind: 'live', phase: 'finished' })).toBe(HOME_TEXT.heroLeadOver);
    expect(heroLeadOf({ kind: null, phase: 'none' })).toBe(HOME_TEXT.heroLeadOver);
  });

  it('says the race is over while a replay of it plays', () => {
    expect(heroLeadOf({ kind: 'replay', phase: 'running' })).toBe(HOME_TEXT.heroLeadOver);
  });
});

describe('heroActionOf', () => {
  it('leads to the live pages until the race is over, then to its final classification', () => {
    const race = 'le-mans-2025/course';
    expect(heroActionOf({ kind: 'live', phase: 'running', session_id: race })).toEqual({
      href: '/live',
      text: 'Suivre le live',
    });
    expect(heroActionOf({ kind: 'live', phase: 'finished', session_id: race })).toEqual({
      href: '/sessions/reports/le-mans-2025%2Fcourse?onglet=classement',
      text: 'Voir le classement final',
    });
    expect(heroActionOf({ kind: 'replay', phase: 'finished', session_id: race }).href).toBe('/live');
    expect(heroActionOf({ kind: null, phase: 'none', session_id: null }).href).toBe('/live');
  });
});
