import { haltedReplayText, type ReplayState } from '../../stores/replay-state.ts';

/**
 * Whether the race is over (spec part 1, live ranking): once the session has ended or the race has taken
 * the chequered flag (a replayed or rewound race reaches it before its session is closed). A replay stopped
 * before the flag has ended its session without finishing the race: it has no winner.
 */
export function rankingFinished(
  sessionStatus: string,
  raceState: unknown,
  replayState: ReplayState | null = null,
): boolean {
  if (raceState === 'finished') return true;
  return sessionStatus === 'ended' && replayState !== 'stopped';
}

export interface RankingFlag {
  kind: 'green' | 'chequered' | 'halted';
  text: string;
}

/** The header's flag: a paused or stopped replay says so, else the chequered 'Terminé' or the green 'Course'. */
export function rankingFlagOf(
  sessionStatus: string,
  raceState: unknown,
  replayState: ReplayState | null,
): RankingFlag {
  const halted = haltedReplayText(replayState);
  if (halted) return { kind: 'halted', text: `${replayState === 'paused' ? '⏸' : '⏹'} ${halted}` };
  return rankingFinished(sessionStatus, raceState, replayState)
    ? { kind: 'chequered', text: '🏁 Terminé' }
    : { kind: 'green', text: '🟢 Course' };
}

/** Where 'Remonter le temps' starts: the moment the session has reached (elapsed seconds), else the start. */
export function travelStartOf(elapsedSeconds: unknown): number {
  return typeof elapsedSeconds === 'number' && elapsedSeconds > 0 ? Math.floor(elapsedSeconds) * 1000 : 0;
}
