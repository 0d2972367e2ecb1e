import { formatLapsBehind, formatLapTime } from '@lemans/contract/timing';
import type { ParsedEntry, ParsedSnapshot } from './parsed-snapshot.ts';

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

/** Race time at which a car crossed the line at the end of a lap: from the snapshot, else from those known. */
function crossingsOf(snapshot: ParsedSnapshot, crossings: LineCrossings) {
  const lastCrossing = new Map(snapshot.entries.map((entry) => [entry.number, entry]));
  return (number: string) => (lap: number) => {
    const entry = lastCrossing.get(number);
    if (entry && entry.lap === lap && entry.lastPassingMs !== null) return entry.lastPassingMs;
    return crossings.get(number)?.get(lap);
  };
}

/** The rule applied between a car and another ahead of it; null when it has no lap or a crossing is unknown. */
function gapBetween(
  entry: ParsedEntry,
  ahead: ParsedEntry | undefined,
  crossedAtMs: (number: string) => (lap: number) => number | undefined,
): Gap | null {
  if (!ahead || ahead === entry || entry.lap === 0 || entry.lastPassingMs === null) return null;
  return gapAtLine(
    { lap: entry.lap, crossedAtMs: entry.lastPassingMs },
    { lap: ahead.lap, crossedAtMs: crossedAtMs(ahead.number) },
  );
}

/**
 * The gap of every car of a snapshot, by number, from the crossings known before it and the last crossing
 * each entry shows. The organiser's own gap stands where the rule cannot be applied, and for the cars it
 * gives none (the leader, a disqualified car, one without a lap).
 */
export function gapsAtLine(snapshot: ParsedSnapshot, crossings: LineCrossings): Map<string, Gap> {
  const crossedAtMs = crossingsOf(snapshot, crossings);
  const leader = snapshot.entries.find((entry) => entry.ranking === 1);
  const gaps = new Map<string, Gap>();
  for (const entry of snapshot.entries) {
    const organisers: Gap = { ms: entry.gapMs, text: entry.gapText };
    const ruled = entry.gapText !== '' ? gapBetween(entry, leader, crossedAtMs) : null;
    gaps.set(entry.number, ruled ?? organisers);
  }
  return gaps;
}

/** Gaps at the line to the car ahead overall, to the class leader and to the car ahead in the class. */
export interface RelativeGaps {
  interval: Gap | null;
  classGap: Gap | null;
  classInterval: Gap | null;
}

/**
 * Every car's relative gaps by the same rule as its gap to the leader, against the cars the snapshot ranks
 * ahead of it (overall, and in its class): like the gap, they only change when the car crosses the line.
 */
export function relativeGapsAtLine(
  snapshot: ParsedSnapshot,
  crossings: LineCrossings,
): Map<string, RelativeGaps> {
  const crossedAtMs = crossingsOf(snapshot, crossings);
  const byRanking = new Map<number, ParsedEntry>();
  const byClassPosition = new Map<string, ParsedEntry>();
  for (const entry of snapshot.entries) {
    if (entry.ranking > 0) byRanking.set(entry.ranking, entry);
    if (entry.categoryPosition > 0) byClassPosition.set(`${entry.category}#${entry.categoryPosition}`, entry);
  }
  const inClass = (entry: ParsedEntry, position: number) =>
    position > 0 ? byClassPosition.get(`${entry.category}#${position}`) : undefined;
  const gaps = new Map<string, RelativeGaps>();
  for (const entry of snapshot.entries) {
    gaps.set(entry.number, {
      interval: entry.ranking > 1 ? gapBetween(entry, byRanking.get(entry.ranking - 1), crossedAtMs) : null,
      classGap: entry.categoryPosition > 1 ? gapBetween(entry, inClass(entry, 1), crossedAtMs) : null,
      classInterval:
        entry.categoryPosition > 1
          ? gapBetween(entry, inClass(entry, entry.categoryPosition - 1), crossedAtMs)
          : null,
    });
  }
  return gaps;
}
