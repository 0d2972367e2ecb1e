import type { LapRecording } from '../recording/recording.ts';
import { pitExitMs } from './pit-exit.ts';
import { type CarIndex, indexOf } from './recording-index.ts';
import { upperBound } from './upper-bound.ts';

/** A stop a car has left, as the timing file measured it. */
export interface MeasuredStop {
  /** Which of the car's stops it was (1 for its first). */
  stop: number;
  /** Its time in the pits: the PIT_TIME its out-lap carries. */
  durationMs: number;
}

/**
 * The latest stop each car has left at a race time, as the timing file measured it, by car number, where the
 * file gives its time. A car leaves a stop at the moment the snapshot's state leaves InPit (`pitExitMs`);
 * while it is in the pits, the latest it has left is the one before. The organiser's live document carries
 * no such figure, so a poll can only time a stop to its own interval; an import, which has the file, times
 * it to the millisecond.
 */
export function measuredStopsAt(recording: LapRecording, raceTimeMs: number): Map<string, MeasuredStop> {
  const measured = new Map<string, MeasuredStop>();
  for (const car of indexOf(recording).cars) {
    const stop = latestStopLeft(car, raceTimeMs);
    if (stop !== null) measured.set(car.car.number, stop);
  }
  return measured;
}

function latestStopLeft(car: CarIndex, raceTimeMs: number): MeasuredStop | null {
  const { laps } = car.car;
  const crossings = upperBound(laps.elapsedMs, raceTimeMs);
  const entered = crossings > 0 ? (car.pitStops[crossings - 1] as number) : 0;
  // The crossing that ended in the pits for a stop: the first whose count of pit entries reaches it.
  const inLapOf = (stop: number) => upperBound(car.pitStops, stop - 1);
  // The stop before the latest ended no later than the latest began.
  const left = entered > 0 && raceTimeMs < pitExitMs(laps, inLapOf(entered)) ? entered - 1 : entered;
  const durationMs = left > 0 ? (laps.pitTimeMs[inLapOf(left) + 1] ?? null) : null;
  return durationMs === null ? null : { stop: left, durationMs };
}
