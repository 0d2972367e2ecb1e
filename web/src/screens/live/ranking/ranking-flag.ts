import type { LiveState, RaceFinish } from '@lemans/contract/live-state';
import { racePhaseOf, racePhaseText } from '../../../stores/race-phase.ts';

type RaceOnScreen = Pick<LiveState, 'phase' | 'race_state' | 'finish'>;

/**
 * Where the race's end stands above the table (spec part 1, live ranking, with the states of the live
 * state): the last lap once the time is up, the provisional result from the leader's flag, the final one
 * once every car still in the race has crossed. A replay halted after the flag keeps the result it had.
 */
export function rankingFinishOf(state: RaceOnScreen): RaceFinish | null {
  if (state.phase === 'none') return null;
  return state.finish;
}

export interface RankingFlag {
  kind: 'green' | 'last-lap' | 'chequered' | 'halted';
  text: string;
}

/**
 * The header's flag: the race's phase, as every page says it (race-phase.ts), with its mark. A paused or
 * stopped replay, and a race suspended, show as halted; none while no session is known, rather than a green
 * flag the banner and the nav dot would not show.
 */
export function rankingFlagOf(state: RaceOnScreen): RankingFlag | null {
  const phase = racePhaseOf(state);
  const text = racePhaseText(phase);
  switch (phase.kind) {
    case 'none':
      return null;
    case 'paused':
      return { kind: 'halted', text: `⏸ ${text}` };
    case 'stopped':
      return { kind: 'halted', text: `⏹ ${text}` };
    case 'suspended':
      return { kind: 'halted', text };
    case 'last-lap':
      return { kind: 'last-lap', text: `⏱ ${text}` };
    case 'provisional':
    case 'final':
      return { kind: 'chequered', text: `🏁 ${text}` };
    default:
      // The race under way, or about to start: its green dot is drawn by the page's styles, as an emoji it
      // would make a phone load its colour emoji font for the ranking's first paint.
      return { kind: 'green', text };
  }
}

/** Where 'Remonter le temps' starts: the moment the session has reached (elapsed seconds), else the start. */
export function travelStartOf(elapsedSeconds: unknown): number {
  return typeof elapsedSeconds === 'number' && elapsedSeconds > 0 ? Math.floor(elapsedSeconds) * 1000 : 0;
}
