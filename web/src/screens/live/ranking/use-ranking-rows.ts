import type { RaceFinish } from '@lemans/contract/live-state';
import type { ShownRow } from '../../../stores/live-rules.ts';
import { liveRows, liveWeather } from '../../../stores/live-store.ts';
import { useLiveStateOf } from '../../../stores/use-live-state-of.ts';
import type { RankingClassification } from './ranking-classification.ts';
import { rankingFinishOf } from './ranking-flag.ts';
import { useRankingClassification } from './use-ranking-classification.ts';

export interface RankingRows {
  finish: RaceFinish | null;
  /** The timing's order, or the classification's once the flag is out (its unplaced cars last). */
  rows: readonly ShownRow[];
  classification: RankingClassification | null;
}

/**
 * The cars of the race in the order every ranking shows them (the ranking page, the live hub's): one place
 * for it, so that they never disagree at the flag. The caller reads the signals' component (useSignals).
 */
export function useRankingRows(sessionId: string | null): RankingRows {
  // Only where the race's end stands: the state's clock ticks every second, the finish a few times a race.
  const finish = useLiveStateOf(rankingFinishOf);
  const timingRows = liveRows.value;
  // 62 cars sorted once per frame after the flag: cheaper than the rows' own comparison, and each row keeps
  // its identity, so that the memoised rows render only the cars a frame changed.
  const classification = useRankingClassification(timingRows, finish, sessionId, liveWeather.value?.duration);
  return { finish, rows: classification?.rows ?? timingRows, classification };
}
