import { expect, it } from 'vitest';
import { bannerFlagOf } from './banner-flag.ts';

it.each([
  ['green', 'Vert'],
  ['yellow', 'Jaune'],
  ['red', 'Rouge'],
  ['safety', 'SC'],
  ['vsc', 'VSC'],
  ['finished', 'Terminé'],
])('race state %s shows %s', (state, text) => {
  expect(bannerFlagOf(state, 'active')?.text).toBe(text);
});

it('shows the chequered flag once the session has ended, whatever the race state', () => {
  expect(bannerFlagOf('green', 'ended')).toMatchObject({ kind: 'chequered', text: 'Terminé' });
  expect(bannerFlagOf(null, 'ended')?.kind).toBe('chequered');
});

it('defaults to green for an unknown state, and shows nothing while nothing is known', () => {
  expect(bannerFlagOf('N/A', 'unknown')?.kind).toBe('green');
  expect(bannerFlagOf(undefined, 'active')?.kind).toBe('green');
  expect(bannerFlagOf(undefined, 'unknown')).toBeNull();
});

it('reads the state whatever its case', () => {
  expect(bannerFlagOf(' VSC ', 'active')?.kind).toBe('vsc');
});

it("says a replay is paused or stopped instead of a flag, and shows a finished one as the race's end", () => {
  expect(bannerFlagOf('green', 'active', 'paused')).toMatchObject({
    kind: 'halted',
    text: 'Rediffusion en pause',
  });
  expect(bannerFlagOf('green', 'ended', 'stopped')).toMatchObject({
    kind: 'halted',
    text: 'Rediffusion arrêtée',
  });
  expect(bannerFlagOf('finished', 'ended', 'finished')?.kind).toBe('chequered');
  expect(bannerFlagOf('green', 'active', 'running')?.kind).toBe('green');
});
