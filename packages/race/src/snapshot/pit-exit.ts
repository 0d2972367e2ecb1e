import type { LapColumns } from '../recording/recording.ts';

/** Time in the pit lane assumed when the out-lap carries no PIT_TIME. */
const DEFAULT_PIT_MS = 60_000;

/**
 * The race time at which a car whose crossing `inLap` (its index in the columns) ended in the pits leaves
 * them: that crossing plus the time it spent there (its out-lap's PIT_TIME), or at the latest the out-lap's
 * own crossing. A stop longer than its out-lap (a repair begun in the garage before the line) is over by the
 * time the car crosses the line again: the rest of it was spent at the end of the in-lap. +∞ while the data
 * shows no out-lap.
 *
 * The one moment for a replay's car leaving InPit and for an import's measured time of the stop becoming
 * known, so that the document in which the car leaves the pits carries the time of that stop.
 */
export function pitExitMs(laps: LapColumns, inLap: number): number {
  const outLap = inLap + 1;
  if (outLap >= laps.lap.length) return Number.POSITIVE_INFINITY;
  const enteredMs = laps.elapsedMs[inLap] as number;
  const pitMs = laps.pitTimeMs[outLap] ?? DEFAULT_PIT_MS;
  return Math.min(enteredMs + pitMs, laps.elapsedMs[outLap] as number);
}
