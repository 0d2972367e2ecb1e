import { useEffect } from 'react';
import type { ShownRow } from '../../../stores/live-rules.ts';
import { liveRows, liveSessionId, liveWeather, loadLive } from '../../../stores/live-store.ts';
import { hasResult, type RacePhase } from '../../../stores/race-phase.ts';
import { type RaceWinners, raceWinnersOf } from './podiums.ts';
import { useRankingClassification } from './use-ranking-classification.ts';

const NO_ROWS: readonly ShownRow[] = [];

/**
 * The winners of the race shown once its result is out (null before, and while the ranking's rows or its
 * classification's code load): the same classification of the same rows as the ranking's finish banner and
 * podiums, for the pages that name them beside it. A page that holds no ranking yet (the home page) asks
 * for it then.
 */
export function useRaceWinners(phase: RacePhase): RaceWinners<ShownRow> | null {
  const result = hasResult(phase);
  useEffect(() => {
    if (result && liveRows.peek().length === 0) void loadLive();
  }, [result]);
  const finish = phase.kind === 'final' ? 'final' : phase.kind === 'provisional' ? 'provisional' : null;
  // The rows are read only once there is a result: mid-race a page naming winners would otherwise render
  // again at every frame for nothing.
  const classification = useRankingClassification(
    result ? liveRows.value : NO_ROWS,
    finish,
    liveSessionId.value,
    liveWeather.value?.duration,
  );
  return classification ? raceWinnersOf(classification.rows) : null;
}
