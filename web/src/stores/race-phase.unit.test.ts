import { type LiveState, liveFactsOf, liveStateOf } from '@lemans/contract/live-state';
import { describe, expect, it } from 'vitest';
import { hasResult, racePhaseOf, racePhaseText } from './race-phase.ts';
import { TvDelayLine } from './tv-delay-line.ts';

const state = (
  phase: LiveState['phase'],
  race_state: LiveState['race_state'] = 'green',
  finish: LiveState['finish'] = null,
) => ({ phase, race_state, finish });

const shown = (source: Parameters<typeof racePhaseOf>[0]) => {
  const phase = racePhaseOf(source);
  return { kind: phase.kind, text: racePhaseText(phase), flag: phase.flag, live: phase.live };
};

describe('racePhaseOf', () => {
  it('names no session, and a session yet to start, without a flag nor live', () => {
    expect(shown(state('none', null))).toEqual({
      kind: 'none',
      text: 'Aucune session active',
      flag: null,
      live: false,
    });
    expect(shown(state('scheduled', null))).toEqual({
      kind: 'scheduled',
      text: 'Avant le départ',
      flag: null,
      live: false,
    });
  });

  it.each([
    ['green', 'green'],
    ['yellow', 'yellow'],
    ['fcy', 'fcy'],
    ['safety', 'sc'],
    ['vsc', 'vsc'],
  ] as const)('is racing under %s, live, with its flag', (raceState, flag) => {
    expect(shown(state('running', raceState))).toEqual({
      kind: 'racing',
      text: 'En course',
      flag,
      live: true,
    });
  });

  it('is racing under green when the feed gives no flag', () => {
    expect(shown(state('running', null))).toMatchObject({ kind: 'racing', flag: 'green', live: true });
  });

  it('is suspended under the red flag, still live', () => {
    expect(shown(state('running', 'red'))).toEqual({
      kind: 'suspended',
      text: 'Course suspendue',
      flag: 'red',
      live: true,
    });
  });

  it('is the last lap once the time is up, under the flag the race has then', () => {
    expect(shown(state('running', 'green', 'last-lap'))).toEqual({
      kind: 'last-lap',
      text: 'Dernier tour',
      flag: 'green',
      live: true,
    });
    expect(shown(state('running', 'safety', 'last-lap'))).toMatchObject({ kind: 'last-lap', flag: 'sc' });
  });

  it('is the provisional result from the leader’s flag, then the final one: neither is live', () => {
    expect(shown(state('finished', 'finished', 'provisional'))).toEqual({
      kind: 'provisional',
      text: 'Résultat provisoire',
      flag: null,
      live: false,
    });
    expect(shown(state('finished', 'finished', 'final'))).toEqual({
      kind: 'final',
      text: 'Résultat final',
      flag: null,
      live: false,
    });
    // A session closed without the flag (an import's end) is over too: its result is the final one.
    expect(shown(state('finished', 'green'))).toMatchObject({ kind: 'final', live: false });
  });

  it('says a paused or stopped replay, whatever its race had reached', () => {
    expect(shown(state('paused', 'green'))).toEqual({
      kind: 'paused',
      text: 'Rediffusion en pause',
      flag: null,
      live: false,
    });
    expect(shown(state('stopped', 'finished', 'provisional'))).toEqual({
      kind: 'stopped',
      text: 'Rediffusion arrêtée',
      flag: null,
      live: false,
    });
  });

  it('names the winners only once the result is out', () => {
    const withResult = (source: Parameters<typeof racePhaseOf>[0]) => hasResult(racePhaseOf(source));
    expect(withResult(state('running', 'green', 'last-lap'))).toBe(false);
    expect(withResult(state('finished', 'finished', 'provisional'))).toBe(true);
    expect(withResult(state('finished', 'finished', 'final'))).toBe(true);
    expect(withResult(state('paused', 'finished', 'final'))).toBe(false);
  });
});

describe('the phase under the TV delay and in a replay', () => {
  const START = Date.parse('2025-06-14T14:00:00Z');
  const frame = (raceState: string, resultState: string | null, replay: Record<string, unknown> = {}) => ({
    session_id: 'course',
    session_name: 'Course',
    session_status: 'active',
    result_state: resultState,
    weather: { race_state: raceState, remaining_time: 0, start_time: '2025-06-14T14:00:00Z', ...replay },
  });
  const phaseOfFrame = (source: unknown, at: number) =>
    racePhaseOf(liveStateOf(liveFactsOf(source, at), at)).kind;

  it('is the delayed frame’s: the last lap while the present is at the flag, then the flag in its turn', () => {
    const line = new TvDelayLine<unknown>(120_000);
    const lastLap = START + 86_400_000;
    line.push(frame('green', null), lastLap);
    line.push(frame('chk', null), lastLap + 20_000);
    line.push(frame('chk', 'final'), lastLap + 40_000);
    const at = lastLap + 45_000;
    expect(phaseOfFrame(line.newest(), at)).toBe('final');
    expect(phaseOfFrame(line.frameDueAt(at, 30_000), at)).toBe('last-lap');
    expect(phaseOfFrame(line.frameDueAt(at + 10_000, 30_000), at + 10_000)).toBe('provisional');
    expect(phaseOfFrame(line.frameDueAt(at + 30_000, 30_000), at + 30_000)).toBe('final');
  });

  it('follows a replay through the flag, and its pause', () => {
    const at = START + 86_500_000;
    expect(phaseOfFrame(frame('green', null, { is_replay: true, replay_state: 'running' }), at)).toBe(
      'last-lap',
    );
    expect(phaseOfFrame(frame('chk', null, { is_replay: true, replay_state: 'running' }), at)).toBe(
      'provisional',
    );
    expect(phaseOfFrame(frame('chk', null, { is_replay: true, replay_state: 'paused' }), at)).toBe('paused');
    // A replay played to its end has nothing more to wait for.
    expect(phaseOfFrame(frame('chk', null, { is_replay: true, replay_state: 'finished' }), at)).toBe('final');
  });
});
