import { upperBound } from '../snapshot/upper-bound.ts';
import { type CarLap, isCleanLap, lapsByCar } from './car-lap.ts';
import { median } from './lap-statistics.ts';

/**
 * Who is really ahead once the stops even out: for every car at a moment of a session, its stint so far, the
 * length of its usual green stint (its own, else its class's), the lap of its next stop and the window
 * around it, what a stop costs in its class at this circuit, the stops it still owes before the flag, and
 * the gaps once every car has made those. Read from the laps crossed by then only (no spoiler): pure, and
 * quick enough to answer any moment of a 24-hour race on demand.
 */

export interface CarStrategy {
  number: string;
  category: string;
  laps: number;
  /** Its place in the class by laps, then by crossing. */
  classPosition: number;
  /** The last crossing was an in-lap: the car is in the pits now. */
  inPit: boolean;
  /** Laps and time since its last stop (or the start). */
  stintLaps: number;
  stintMs: number;
  /** Its usual green stint in laps, from its own stints or, with fewer than two, its class's. */
  usualStintLaps: number | null;
  usualStintFrom: 'car' | 'class' | null;
  /** The lap its next stop should end, and the window of its usual stints around it. */
  nextStopLap: number | null;
  nextStopWindow: [number, number] | null;
  /** The median lap of its latest clean laps. */
  paceMs: number | null;
  /** The median time a green stop cost in its class so far (in-lap and out-lap against the pace). */
  stopCostMs: number | null;
  /** The stops it still owes before the flag, at its usual stint. */
  stopsOwed: number | null;
  /** Time behind the car ahead in its class, then its class leader, once each has made the stops it owes. */
  pitAdjustedGapMs: number | null;
  pitAdjustedClassLeaderGapMs: number | null;
  /** Its place in the class once the stops even out; null when that cannot be told. */
  pitAdjustedClassPosition: number | null;
}

export interface StrategySession {
  laps: readonly CarLap[];
  classOf: ReadonlyMap<string, string>;
  /** The scheduled end (race time of the flag's time), null when unknown: then nothing is owed. */
  scheduledEndMs: number | null;
}

/** Stints shorter than this end in a stop for something else than fuel and tyres (repairs, a penalty). */
export const MIN_STINT_LAPS = 3;
/**
 * What a lap under a full course yellow or the safety car counts for in a stint: driven at a set speed, it
 * uses a fraction of a green lap's fuel and energy, so that a neutralised stint runs more laps.
 */
export const NEUTRALISED_LAP_SHARE = 0.5;
/** A green stint this share of the car's (or class's) longest or more is a full one (see fullStints). */
export const FULL_STINT_SHARE = 0.8;
/** The clean laps a car's pace is read from. */
const PACE_LAPS = 10;

interface CarLaps {
  number: string;
  category: string;
  laps: readonly CarLap[];
  crossings: number[];
  /** Indices of its in-laps, in order. */
  stops: number[];
  /** Green laps' worth run by each of its crossings, from the start (see NEUTRALISED_LAP_SHARE). */
  greenLaps: number[];
  /** By stop: the green stint it ended (null for a stint cut short or a stop under neutralisation). */
  greenStints: (number | null)[];
  /** By stop: what it cost when run under green, known from its out-lap on; null otherwise. */
  greenCosts: (number | null)[];
}

/** What the strategy at any moment of a session is read from, indexed once. */
export class SessionStrategy {
  readonly #cars: CarLaps[];
  readonly #scheduledEndMs: number | null;

  constructor(session: StrategySession) {
    this.#scheduledEndMs = session.scheduledEndMs;
    // What each stop says is worked out once: a moment then only reads the stops made by then.
    this.#cars = [...lapsByCar(session.laps)].map(([number, laps]) => {
      const stops = laps.flatMap((lap, index) => (lap.pitIn ? [index] : []));
      const greenLaps = greenLapsOf(laps);
      return {
        number,
        category: session.classOf.get(number) ?? '',
        laps,
        crossings: laps.map((lap) => lap.crossedAtMs),
        stops,
        greenLaps,
        greenStints: greenStintsOf(laps, stops, greenLaps),
        greenCosts: stops.map((index) => greenStopCost(laps, index)),
      };
    });
  }

  /** Every car with a lap by `atMs`; `isOut` names the cars out of the race then, which owe nothing. */
  at(atMs: number, isOut: (number: string) => boolean = () => false): CarStrategy[] {
    const seen = this.#cars
      .map((car) => ({ car, last: upperBound(car.crossings, atMs) - 1 }))
      .filter(({ last }) => last >= 0)
      .map(({ car, last }) => ({ car, last, own: greenStints(car, last) }));
    const classes = new Map<string, { stints: number[]; costs: number[] }>();
    for (const { car, last, own } of seen) {
      const pool = classes.get(car.category) ?? { stints: [], costs: [] };
      // Each car's full stints: a car whose tank lasts longer does not make the others' stints short ones.
      if (own.length > 0) pool.stints.push(...fullStints(own));
      pool.costs.push(...greenStopCosts(car, last));
      classes.set(car.category, pool);
    }
    const pools = new Map([...classes].map(([category, pool]) => [category, classPoolOf(pool)]));
    const cars = seen.map(({ car, last, own }) =>
      carStrategyAt(car, last, own, atMs, pools.get(car.category), this.#scheduledEndMs, isOut(car.number)),
    );
    for (const group of groupBy(cars, (car) => car.strategy.category)) evenOut(group);
    return cars.map((car) => car.strategy);
  }
}

/** What a class's cars say together at a moment, worked out once for all of them. */
interface ClassPool {
  /** Its cars' full stints. */
  stints: number[];
  usual: number | null;
  stopCostMs: number | null;
}

function classPoolOf({ stints, costs }: { stints: number[]; costs: number[] }): ClassPool {
  const cost = median(costs);
  return { stints, usual: median(stints), stopCostMs: cost === null ? null : Math.round(cost) };
}

interface Placed {
  strategy: CarStrategy;
  lastCrossingMs: number;
  /** Its race time at the class leader's laps, stops owed included; null when it cannot be told. */
  virtualMs: number | null;
}

function carStrategyAt(
  car: CarLaps,
  last: number,
  /** Its own green stints by then. */
  own: number[],
  atMs: number,
  pool: ClassPool | undefined,
  scheduledEndMs: number | null,
  /** Out of the race (or past the flag): no stop to come. */
  out: boolean,
): Placed {
  const lap = car.laps[last] as CarLap;
  const stopIndex = car.stops[upperBound(car.stops, last) - 1];
  const inPit = lap.pitIn;
  const stintStart = stopIndex === undefined ? null : (car.laps[stopIndex] as CarLap);
  const stintStartLap = stintStart?.lap ?? 0;
  const fromClass = own.length < 2 && pool !== undefined && pool.stints.length >= 2;
  const full = fromClass ? pool.stints : fullStints(own);
  const usual = median(full);
  const classUsual = pool?.usual ?? usual;
  const usualLaps = usual === null ? null : Math.round(usual);
  const paceMs = paceOf(car.laps, last);
  const stopCostMs = pool?.stopCostMs ?? null;
  const stintLaps = lap.lap - stintStartLap;
  // The green laps' worth the stint has run: what its fuel and energy left depend on.
  const stintGreen =
    (car.greenLaps[last] as number) - (stopIndex === undefined ? 0 : (car.greenLaps[stopIndex] as number));
  const lapsToFlag =
    out || scheduledEndMs === null || paceMs === null
      ? null
      : Math.max(0, Math.ceil((scheduledEndMs - lap.crossedAtMs) / paceMs));
  const canRun = usual === null ? null : Math.max(0, Math.round(usual - stintGreen));
  const stopsOwed =
    lapsToFlag === null || canRun === null || usualLaps === null || usualLaps === 0
      ? null
      : lapsToFlag <= canRun
        ? 0
        : Math.ceil((lapsToFlag - canRun) / usualLaps);
  const nextStopLap =
    out || canRun === null || stopsOwed === 0 ? null : Math.max(lap.lap + 1, lap.lap + canRun);
  const window = nextStopLap === null ? null : windowOf(full, stintGreen, lap.lap);
  return {
    strategy: {
      number: car.number,
      category: car.category,
      laps: lap.lap,
      classPosition: 0,
      inPit,
      stintLaps,
      stintMs: atMs - (stintStart?.crossedAtMs ?? 0),
      usualStintLaps: usualLaps,
      usualStintFrom: usual === null ? null : fromClass ? 'class' : 'car',
      nextStopLap,
      nextStopWindow: window,
      paceMs,
      stopCostMs,
      stopsOwed,
      pitAdjustedGapMs: null,
      pitAdjustedClassLeaderGapMs: null,
      pitAdjustedClassPosition: null,
    },
    lastCrossingMs: lap.crossedAtMs,
    // The stops owed counted in stints of the class's usual length, fractions included: two cars of a class
    // then differ by where each stands in its stint, not by how a count of whole stops rounds over the hours
    // left. A car in the pits has its stop's cost still to come (the out-lap carries it).
    virtualMs:
      lapsToFlag === null || canRun === null || classUsual === null || stopCostMs === null || paceMs === null
        ? null
        : lap.crossedAtMs + ((inPit ? 1 : 0) + Math.max(0, lapsToFlag - canRun) / classUsual) * stopCostMs,
  };
}

/**
 * The full green stints: those of at least FULL_STINT_SHARE of the longest. A stint is as long as a tank or an
 * energy allowance lasts unless the team calls the car in early (a splash to reach a safety car's window, a
 * change of tyres or driver timed by the rules); those shorter stints say little of when the next full one
 * ends. The usual stint is their median, its window their middle half.
 */
export function fullStints(stints: readonly number[]): number[] {
  const longest = Math.max(...stints);
  return stints.filter((stint) => stint >= FULL_STINT_SHARE * longest);
}

/** The green stints of a car up to its crossing `last`. */
function greenStints(car: CarLaps, last: number): number[] {
  const stints: number[] = [];
  for (const [k, index] of car.stops.entries()) {
    if (index > last) break;
    const length = car.greenStints[k];
    if (length != null) stints.push(length);
  }
  return stints;
}

/** What the green stops of a car completed by its crossing `last` (their out-lap run) cost. */
function greenStopCosts(car: CarLaps, last: number): number[] {
  const costs: number[] = [];
  for (const [k, index] of car.stops.entries()) {
    if (index + 1 > last) break;
    const cost = car.greenCosts[k];
    if (cost != null) costs.push(cost);
  }
  return costs;
}

/**
 * The green laps' worth of each stint a stop ended, when it was decided under green (neither the in-lap nor
 * the lap before it neutralised: a stop under a full course yellow or the safety car is taken early) and
 * long enough to be a stop for fuel and tyres; null otherwise.
 */
function greenStintsOf(laps: readonly CarLap[], stops: readonly number[], greenLaps: readonly number[]) {
  let startLap = 0;
  let startGreen = 0;
  return stops.map((index) => {
    const inLap = laps[index] as CarLap;
    const green = greenLaps[index] as number;
    const before = laps[index - 1];
    const length =
      inLap.lap - startLap >= MIN_STINT_LAPS && !inLap.neutralised && !before?.neutralised
        ? green - startGreen
        : null;
    startLap = inLap.lap;
    startGreen = green;
    return length;
  });
}

/**
 * What a stop run under green cost the car: its in-lap and out-lap against twice its pace before the stop
 * (the median of its clean laps among the ten before), nothing after it; null otherwise.
 */
function greenStopCost(laps: readonly CarLap[], index: number): number | null {
  const inLap = laps[index] as CarLap;
  const outLap = laps[index + 1];
  if (!outLap || inLap.neutralised || outLap.neutralised || inLap.timeMs === null || outLap.timeMs === null)
    return null;
  const reference = paceOf(laps, index - 1);
  return reference === null ? null : inLap.timeMs + outLap.timeMs - 2 * reference;
}

/** Each crossing's green laps' worth from the start: a neutralised lap counts for NEUTRALISED_LAP_SHARE. */
function greenLapsOf(laps: readonly CarLap[]): number[] {
  let sum = 0;
  let lapNumber = 0;
  return laps.map((lap) => {
    // Laps completed unseen between two crossings count as green.
    sum += Math.max(1, lap.lap - lapNumber) - 1 + (lap.neutralised ? NEUTRALISED_LAP_SHARE : 1);
    lapNumber = lap.lap;
    return sum;
  });
}

/** The median of the car's last clean laps up to `last`; null without one. */
function paceOf(laps: readonly CarLap[], last: number): number | null {
  const recent: number[] = [];
  for (let index = last; index >= 0 && recent.length < PACE_LAPS; index--) {
    const lap = laps[index] as CarLap;
    if (isCleanLap(lap)) recent.push(lap.timeMs);
  }
  const value = median(recent);
  return value === null ? null : Math.round(value);
}

/**
 * From the shortest to the longest of the middle half of the usual stints, counted from where the stint
 * stands, and never in the past.
 */
function windowOf(stints: readonly number[], stintGreen: number, lap: number): [number, number] | null {
  if (stints.length === 0) return null;
  const sorted = [...stints].sort((a, b) => a - b);
  const at = (share: number) =>
    lap + Math.round((sorted[Math.floor(share * (sorted.length - 1))] as number) - stintGreen);
  return [Math.max(lap + 1, at(0.25)), Math.max(lap + 1, at(0.75))];
}

/**
 * A class's places by laps then crossing, and once the stops even out: each car's time at the class leader's
 * laps at its pace, plus the stops it owes at the class's cost.
 */
function evenOut(group: Placed[]): void {
  group.sort((a, b) => b.strategy.laps - a.strategy.laps || a.lastCrossingMs - b.lastCrossingMs);
  const leaderLaps = group[0]?.strategy.laps ?? 0;
  for (const [index, car] of group.entries()) {
    car.strategy.classPosition = index + 1;
    const pace = car.strategy.paceMs;
    if (car.virtualMs !== null && pace !== null) car.virtualMs += (leaderLaps - car.strategy.laps) * pace;
  }
  const ranked = group
    .filter((car) => car.virtualMs !== null)
    .sort((a, b) => (a.virtualMs as number) - (b.virtualMs as number));
  for (const [index, car] of ranked.entries()) car.strategy.pitAdjustedClassPosition = index + 1;
  const leader = group[0];
  for (const [index, car] of group.entries()) {
    const ahead = group[index - 1];
    car.strategy.pitAdjustedGapMs = ahead ? difference(car, ahead) : null;
    car.strategy.pitAdjustedClassLeaderGapMs = leader && leader !== car ? difference(car, leader) : null;
  }
}

function difference(car: Placed, other: Placed): number | null {
  return car.virtualMs === null || other.virtualMs === null
    ? null
    : Math.round(car.virtualMs - other.virtualMs);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    group.push(item);
    groups.set(key(item), group);
  }
  return [...groups.values()];
}
