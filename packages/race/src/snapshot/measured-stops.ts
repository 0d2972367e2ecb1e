import type { LapRecording } from '../recording/recording.ts';
import { type CarIndex, indexOf } from './recording-index.ts';
import { upperBound } from './upper-bound.ts';

/**
 * The time in the pits of each car's latest stop at a race time, as the timing file measured it (its
 * PIT_TIME, carried by the out-lap), by car number: once the car has left the pits, and only where the file
 * gives it. The organiser's live document carries no such figure, so a poll can only time a stop to its own
 * interval; an import, which has the file, times it to the millisecond.
 */
export function measuredStopsAt(recording: LapRecording, raceTimeMs: number): Map<string, number> {
  const measured = new Map<string, number>();
  for (const car of indexOf(recording).cars) {
    const pitTimeMs = latestStopTime(car, raceTimeMs);
    if (pitTimeMs !== null) measured.set(car.car.number, pitTimeMs);
  }
  return measured;
}

function latestStopTime(car: CarIndex, raceTimeMs: number): number | null {
  const { laps } = car.car;
  const crossings = upperBound(laps.elapsedMs, raceTimeMs);
  const stops = crossings > 0 ? (car.pitStops[crossings - 1] as number) : 0;
  if (stops === 0) return null;
  // The crossing that ended in the pits: the first whose count of pit entries reaches `stops`.
  const inLap = upperBound(car.pitStops, stops - 1);
  const pitTimeMs = laps.pitTimeMs[inLap + 1] ?? null;
  // The same moment the snapshot's state leaves InPit (car-at.ts): the crossing into the pits plus the time spent there.
  if (pitTimeMs === null || raceTimeMs < (laps.elapsedMs[inLap] as number) + pitTimeMs) return null;
  return pitTimeMs;
}
