import type { LiveState } from '@lemans/race/live-state';
import { haltedReplayText } from '../../stores/replay-state.ts';

type RaceOnScreen = Pick<LiveState, 'phase' | 'race_state'>;

/**
 * Whether the race has its result (spec part 1, live ranking): once it is finished, or a replay halted
 * after the chequered flag. A replay stopped before the flag has no winner.
 */
export function rankingFinished(state: RaceOnScreen): boolean {
  return state.phase === 'finished' || state.race_state === 'finished';
}

export interface RankingFlag {
  kind: 'green' | 'chequered' | 'halted';
  text: string;
}

/**
 * The header's flag: a paused or stopped replay says so, else the chequered 'Terminé' or the green 'Course';
 * none while no session is known, rather than a green flag the banner and the nav dot would not show.
 */
export function rankingFlagOf(state: RaceOnScreen): RankingFlag | null {
  if (state.phase === 'none') return null;
  const halted = haltedReplayText(state.phase);
  if (halted) return { kind: 'halted', text: `${state.phase === 'paused' ? '⏸' : '⏹'} ${halted}` };
  return state.phase === 'finished'
    ? { kind: 'chequered', text: '🏁 Terminé' }
    : { kind: 'green', text: '🟢 Course' };
}

/** Where 'Remonter le temps' starts: the moment the session has reached (elapsed seconds), else the start. */
export function travelStartOf(elapsedSeconds: unknown): number {
  return typeof elapsedSeconds === 'number' && elapsedSeconds > 0 ? Math.floor(elapsedSeconds) * 1000 : 0;
}
