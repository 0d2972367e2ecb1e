import type { LiveState, RaceFinish } from '@lemans/race/live-state';
import { t } from '../../i18n/i18n.ts';
import { haltedReplayText } from '../../stores/replay-state.ts';

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

function finishFlagOf(finish: RaceFinish): RankingFlag {
  if (finish === 'last-lap') return { kind: 'last-lap', text: `⏱ ${t('ranking.flag.last_lap')}` };
  return {
    kind: 'chequered',
    text: `🏁 ${t(finish === 'final' ? 'flag.chequered' : 'ranking.flag.provisional')}`,
  };
}

/**
 * The header's flag: a paused or stopped replay says so, else where the race's end stands, else the green
 * 'Course'; none while no session is known, rather than a green flag the banner and the nav dot would not
 * show.
 */
export function rankingFlagOf(state: RaceOnScreen): RankingFlag | null {
  if (state.phase === 'none') return null;
  const halted = haltedReplayText(state.phase);
  if (halted) return { kind: 'halted', text: `${state.phase === 'paused' ? '⏸' : '⏹'} ${halted}` };
  if (state.finish) return finishFlagOf(state.finish);
  // The race's own state, shown all race long: its green dot is drawn by the page's styles, as an emoji it
  // would make a phone load its colour emoji font for the ranking's first paint.
  return state.phase === 'finished' ? finishFlagOf('final') : { kind: 'green', text: t('ranking.flag.race') };
}

/** Where 'Remonter le temps' starts: the moment the session has reached (elapsed seconds), else the start. */
export function travelStartOf(elapsedSeconds: unknown): number {
  return typeof elapsedSeconds === 'number' && elapsedSeconds > 0 ? Math.floor(elapsedSeconds) * 1000 : 0;
}
