import type { LiveState } from '@lemans/race/live-state';
import { expect, it } from 'vitest';
import { bannerFlagOf } from './banner-flag.ts';

const state = (phase: LiveState['phase'], race_state: LiveState['race_state'] = 'green') => ({
  phase,
  race_state,
});

it.each([
  ['green', 'Vert'],
  ['yellow', 'Jaune'],
  ['red', 'Rouge'],
  ['fcy', 'FCY'],
  ['safety', 'SC'],
  ['vsc', 'VSC'],
] as const)('a running race under %s shows %s', (raceState, text) => {
  expect(bannerFlagOf(state('running', raceState))?.text).toBe(text);
});

it('shows the chequered flag once the race is finished, whatever the race state', () => {
  expect(bannerFlagOf(state('finished', 'green'))).toMatchObject({ kind: 'chequered', text: 'Terminé' });
  expect(bannerFlagOf(state('finished', null))?.kind).toBe('chequered');
});

it('defaults to green for a running race without a known state, and shows nothing without a race', () => {
  expect(bannerFlagOf(state('running', null))?.kind).toBe('green');
  expect(bannerFlagOf(state('none', null))).toBeNull();
  expect(bannerFlagOf(state('scheduled', null))).toBeNull();
});

it('says a replay is paused or stopped instead of a flag', () => {
  expect(bannerFlagOf(state('paused'))).toMatchObject({ kind: 'halted', text: 'Rediffusion en pause' });
  expect(bannerFlagOf(state('stopped'))).toMatchObject({ kind: 'halted', text: 'Rediffusion arrêtée' });
});
