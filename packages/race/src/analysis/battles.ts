import type { CarLap } from './car-lap.ts';
import type { RunningOrder } from './running-order.ts';

/** Two cars of a class closer than this at the line are fighting, unless asked otherwise. */
export const DEFAULT_BATTLE_THRESHOLD_MS = 2000;
/** A gap moving by less than this per lap is holding steady. */
const STEADY_MS_PER_LAP = 100;
/** Laps the trend of a battle's gap is read over, at most. */
const TREND_LAPS = 3;
/** The race's battles are those that lasted at least this many laps. */
export const RACE_BATTLE_MIN_LAPS = 3;

export type GapTrend = 'closing' | 'steady' | 'growing';

/** Two cars of a class on the same lap, within the threshold of each other at the line. */
export interface Battle {
  category: string;
  /** The car ahead, then the car behind, at the last crossing. */
  ahead: string;
  behind: string;
  /** Who drove each car at that crossing. */
  aheadDriverId: number | null;
  behindDriverId: number | null;
  /** The class position the car ahead holds. */
  position: number;
  lap: number;
  gapMs: number;
  /** Since which lap, and which race time (the car ahead's crossing), they have been that close. */
  sinceLap: number;
  sinceMs: number;
  laps: number;
  trend: GapTrend;
  /** How much the gap changed per lap over the last laps (negative: the car behind is closing). */
  trendMsPerLap: number | null;
}

/** A battle of the race: a pair of cars of a class that stayed close lap after lap. */
export interface RaceBattle {
  category: string;
  /** The pair, the car ahead when it began first. */
  cars: [string, string];
  /** The class position fought for when it began. */
  position: number;
  fromLap: number;
  toLap: number;
  laps: number;
  fromMs: number;
  toMs: number;
  minGapMs: number;
  /** How many times the two swapped places during it. */
  swaps: number;
}

/** One class of a session: its cars' laps in order and its running order. */
export interface ClassLaps {
  category: string;
  cars: ReadonlyMap<string, readonly CarLap[]>;
  order: RunningOrder;
}

/**
 * The battles of one class at race time `atMs`: each car against the car just ahead of it in the class,
 * when both have completed the same number of laps, crossed the line within `thresholdMs` of each other at
 * the last of them, and drove it under green.
 */
export function battlesAt(group: ClassLaps, atMs: number, thresholdMs: number): Battle[] {
  const standing = [...group.cars.entries()]
    .map(([number, laps]) => ({ number, laps, last: lastBefore(laps, atMs) }))
    .filter((car): car is typeof car & { last: CarLap } => car.last !== undefined)
    .sort((a, b) => b.last.lap - a.last.lap || a.last.crossedAtMs - b.last.crossedAtMs);
  const battles: Battle[] = [];
  for (let index = 1; index < standing.length; index++) {
    const ahead = standing[index - 1] as (typeof standing)[number];
    const behind = standing[index] as (typeof standing)[number];
    const lap = behind.last.lap;
    if (ahead.last.lap !== lap) continue;
    const gapAt = (n: number) => gapAtLap(ahead.laps, behind.laps, n);
    if (neutralisedFor(ahead.laps, behind.laps, lap)) continue;
    const gapMs = gapAt(lap);
    if (gapMs === null || gapMs > thresholdMs) continue;
    let sinceLap = lap;
    while (sinceLap > 1) {
      const earlier = gapAt(sinceLap - 1);
      if (earlier === null || earlier <= 0 || earlier > thresholdMs) break;
      if (neutralisedFor(ahead.laps, behind.laps, sinceLap - 1)) break;
      sinceLap--;
    }
    const from = Math.max(sinceLap, lap - TREND_LAPS);
    const trendMsPerLap = from < lap ? Math.round((gapMs - (gapAt(from) as number)) / (lap - from)) : null;
    battles.push({
      category: group.category,
      ahead: ahead.number,
      behind: behind.number,
      aheadDriverId: ahead.last.driverId,
      behindDriverId: behind.last.driverId,
      position: index,
      lap,
      gapMs,
      sinceLap,
      sinceMs: (lapOf(ahead.laps, sinceLap) as CarLap).crossedAtMs,
      laps: lap - sinceLap + 1,
      trend: trendOf(trendMsPerLap),
      trendMsPerLap,
    });
  }
  return battles;
}

/**
 * The battles of one class over the whole session: at every lap driven under green, the cars that crossed
 * it one after the other within `thresholdMs`, followed from lap to lap while they stay so, kept when they
 * lasted at least `minLaps` laps.
 */
export function battlesOfRace(
  group: ClassLaps,
  thresholdMs: number,
  minLaps = RACE_BATTLE_MIN_LAPS,
): RaceBattle[] {
  const open = new Map<string, RaceBattle & { lastAhead: string }>();
  const done: RaceBattle[] = [];
  const close = (key: string) => {
    const battle = open.get(key);
    open.delete(key);
    if (battle && battle.laps >= minLaps) {
      const { lastAhead: _, ...kept } = battle;
      done.push(kept);
    }
  };
  for (let lap = 1; ; lap++) {
    const crossings = group.order.crossingsOf(lap);
    if (!crossings) break;
    const seen = new Set<string>();
    for (let index = 1; index < crossings.numbers.length; index++) {
      const gapMs = (crossings.times[index] as number) - (crossings.times[index - 1] as number);
      if (gapMs > thresholdMs) continue;
      const ahead = crossings.numbers[index - 1] as string;
      const behind = crossings.numbers[index] as string;
      const carLaps = (number: string) => group.cars.get(number) ?? [];
      if (neutralisedFor(carLaps(ahead), carLaps(behind), lap)) continue;
      const key = ahead < behind ? `${ahead} ${behind}` : `${behind} ${ahead}`;
      seen.add(key);
      const crossedAt = crossings.times[index - 1] as number;
      const battle = open.get(key);
      if (battle && battle.toLap === lap - 1) {
        battle.toLap = lap;
        battle.laps++;
        battle.toMs = crossings.times[index] as number;
        battle.minGapMs = Math.min(battle.minGapMs, gapMs);
        if (battle.lastAhead !== ahead) battle.swaps++;
        battle.lastAhead = ahead;
      } else {
        open.set(key, {
          category: group.category,
          cars: [ahead, behind],
          position: index,
          fromLap: lap,
          toLap: lap,
          laps: 1,
          fromMs: crossedAt,
          toMs: crossings.times[index] as number,
          minGapMs: gapMs,
          swaps: 0,
          lastAhead: ahead,
        });
      }
    }
    for (const key of [...open.keys()]) if (!seen.has(key)) close(key);
  }
  for (const key of [...open.keys()]) close(key);
  return done.sort((a, b) => a.fromMs - b.fromMs);
}

function trendOf(msPerLap: number | null): GapTrend {
  if (msPerLap === null || Math.abs(msPerLap) < STEADY_MS_PER_LAP) return 'steady';
  return msPerLap < 0 ? 'closing' : 'growing';
}

/**
 * Whether either car drove lap `n` under a full course yellow or the safety car: a queue held at a set
 * speed is no battle.
 */
function neutralisedFor(ahead: readonly CarLap[], behind: readonly CarLap[], n: number): boolean {
  return lapOf(ahead, n)?.neutralised === true || lapOf(behind, n)?.neutralised === true;
}

/** The time between the two cars' crossings of lap `n` (positive when the first crossed first). */
function gapAtLap(ahead: readonly CarLap[], behind: readonly CarLap[], n: number): number | null {
  const a = lapOf(ahead, n);
  const b = lapOf(behind, n);
  return a && b ? b.crossedAtMs - a.crossedAtMs : null;
}

/** A car's lap by number: laps are in order and nearly always numbered from 1 without a hole. */
function lapOf(laps: readonly CarLap[], n: number): CarLap | undefined {
  const guess = laps[n - 1];
  return guess?.lap === n ? guess : laps.find((lap) => lap.lap === n);
}

/** The car's last lap completed at or before `atMs`. */
function lastBefore(laps: readonly CarLap[], atMs: number): CarLap | undefined {
  let low = 0;
  let high = laps.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((laps[middle] as CarLap).crossedAtMs <= atMs) low = middle + 1;
    else high = middle;
  }
  return laps[low - 1];
}
