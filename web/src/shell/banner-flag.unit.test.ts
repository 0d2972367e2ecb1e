import type { LiveState } from '@lemans/contract/live-state';
import { expect, it } from 'vitest';
import { bannerFlagOf } from './banner-flag.ts';

const state = (
  phase: LiveState['phase'],
  race_state: LiveState['race_state'] = 'green',
  finish: LiveState['finish'] = null,
) => ({ phase, race_state, finish });

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
  expect(bannerFlagOf(state('finished', 'green'))).toMatchObject({
    kind: 'chequered',
    text: 'Résultat final',
  });
  expect(bannerFlagOf(state('finished', null))?.kind).toBe('chequered');
});

it('names the result as the ranking does: provisional from the leader’s flag, final once all have crossed', () => {
  expect(bannerFlagOf(state('finished', 'finished', 'provisional'))).toEqual({
    kind: 'chequered',
    text: 'Résultat provisoire',
    description: 'Drapeau à damier : résultat provisoire',
  });
  expect(bannerFlagOf(state('finished', 'finished', 'final'))).toMatchObject({
    text: 'Résultat final',
    description: 'Drapeau à damier : résultat final',
  });
  // The last lap keeps the race's own flag: the bar says the lap where the time left was.
  expect(bannerFlagOf(state('running', 'fcy', 'last-lap'))?.text).toBe('FCY');
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

it('shows the red flag of a race suspended', () => {
  expect(bannerFlagOf(state('running', 'red'))).toMatchObject({ kind: 'red', text: 'Rouge' });
});
