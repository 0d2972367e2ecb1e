import { formatLapsBehind, formatLapTime } from '../timing/format.ts';
import type { ParsedSnapshot } from './parsed-snapshot.ts';

/**
 * The gap to the leader by the organiser's rule: the time between the two cars' crossings of the same lap,
 * the last one the car completed. A car is laps down only when the leader crossed the line that many laps
 * further BEFORE the car crossed it: the few seconds in which the leader has one more lap than a car of the
 * lead lap, between their crossings, must not make that car "1 Lap" behind and back again.
 */

export interface Gap {
  ms: number;
  /** As the organiser writes it: "" for none, "24.089", "1 Lap", "3 Laps". */
  text: string;
}

/** Race time (ms) at which each car, by number, crossed the line at the end of each lap, by lap. */
export type LineCrossings = ReadonlyMap<string, ReadonlyMap<number, number>>;

/**
 * The gap of a car that crossed the line at the end of `lap` at `crossedAtMs` to a leader with `lap` laps
 * completed; null when a crossing of the leader that the rule needs is unknown (a lap it completed
 * between two snapshots, or before the session was joined).
 */
export function gapAtLine(
  car: { lap: number; crossedAtMs: number },
  leader: { lap: number; crossedAtMs: (lap: number) => number | undefined },
): Gap | null {
  const leaderAtSameLap = leader.crossedAtMs(car.lap);
  // A leader that crossed this lap after the car has passed it since: the same lap cannot compare them.
  if (leaderAtSameLap === undefined || leaderAtSameLap > car.crossedAtMs) return null;
  let lapsDown = 0;
  for (let lap = car.lap + 1; lap <= leader.lap; lap++) {
    const leaderAt = leader.crossedAtMs(lap);
    if (leaderAt === undefined) return null;
    if (leaderAt >= car.crossedAtMs) break;
    lapsDown = lap - car.lap;
  }
  const ms = car.crossedAtMs - leaderAtSameLap;
  return { ms, text: lapsDown > 0 ? formatLapsBehind(lapsDown) : formatLapTime(ms) };
}

/**
 * The gap of every car of a snapshot, by number, from the crossings known before it and the last crossing
 * each entry shows. The organiser's own gap stands where the rule cannot be applied, and for the cars it
 * gives none (the leader, a disqualified car, one without a lap).
 */
export function gapsAtLine(snapshot: ParsedSnapshot, crossings: LineCrossings): Map<string, Gap> {
  const lastCrossing = new Map(snapshot.entries.map((entry) => [entry.number, entry]));
  const crossedAtMs = (number: string) => (lap: number) => {
    const entry = lastCrossing.get(number);
    if (entry && entry.lap === lap && entry.lastPassingMs !== null) return entry.lastPassingMs;
    return crossings.get(number)?.get(lap);
  };
  const leader = snapshot.entries.find((entry) => entry.ranking === 1);
  const gaps = new Map<string, Gap>();
  for (const entry of snapshot.entries) {
    const organisers: Gap = { ms: entry.gapMs, text: entry.gapText };
    const ruled =
      leader && leader !== entry && entry.gapText !== '' && entry.lap > 0 && entry.lastPassingMs !== null
        ? gapAtLine(
            { lap: entry.lap, crossedAtMs: entry.lastPassingMs },
            { lap: leader.lap, crossedAtMs: crossedAtMs(leader.number) },
          )
        : null;
    gaps.set(entry.number, ruled ?? organisers);
  }
  return gaps;
}
