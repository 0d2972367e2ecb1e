import { upperBound } from '../snapshot/upper-bound.ts';
import { type CarLap, isCleanLap, lapsByCar } from './car-lap.ts';
import { withFieldSlowdowns } from './field-slowdowns.ts';
import { median } from './lap-statistics.ts';
import { pitAdjustedOrder } from './pit-adjusted-order.ts';
import { MIN_STINT_LAPS, STRATEGY_MODEL, type StrategyModel } from './strategy-model.ts';

/**
 * Who is really ahead once the stops even out: for every car at a moment of a session, its stint so far, the
 * length of its usual green stint in this race (its own, else its class's), the lap of its next stop and the
 * window around it, what a stop costs in its class at this circuit, the stops it still owes before the flag,
 * and its place once every car has made those (pit-adjusted-order.ts). Read from the laps crossed by then only
 * (no spoiler), and from what the session saw: joined mid-race, a stint begun before it is not known.
 * Pure, and quick enough to answer any moment of a 24-hour race on demand.
 */

export interface CarStrategy {
  number: string;
  category: string;
  laps: number;
  /** Its place in the class by laps, then by crossing. */
  classPosition: number;
  /** The last crossing was an in-lap: the car is in the pits now. */
  inPit: boolean;
  /** Laps and time since its last stop (or the start); null when the stint began before the session saw it. */
  stintLaps: number | null;
  stintMs: number | null;
  /**
   * Its usual green stint in laps: its own latest full stints' median drawn towards its class's, or with fewer
   * than two its class's alone.
   */
  usualStintLaps: number | null;
  usualStintFrom: 'car' | 'class' | null;
  /** The lap its next stop should end, and the window that holds it with WINDOW_CONFIDENCE. */
  nextStopLap: number | null;
  nextStopWindow: [number, number] | null;
  /** How much the stints the prediction went by varied (see stintSpread); null without them. */
  stintSpread: number | null;
  /** The median lap of its latest clean laps. */
  paceMs: number | null;
  /** The median time a green stop cost in its class so far (in-lap and out-lap against the pace). */
  stopCostMs: number | null;
  /** The stops it still owes before the flag, at its usual stint. */
  stopsOwed: number | null;
  /** Time behind the car ahead, then the leader, of the class's pit-adjusted order (pit-adjusted-order.ts). */
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
  /**
   * Joined after the start: the race time from which the session saw the race, null when it saw it whole.
   * A car's laps then begin mid-stint, and its first stint is not known.
   */
  partialSinceMs?: number | null;
}

/** The clean laps a car's pace is read from. */
const PACE_LAPS = 10;

interface CarLaps {
  number: string;
  category: string;
  laps: readonly CarLap[];
  crossings: number[];
  /** Indices of its in-laps, in order. */
  stops: number[];
  /** Its laps begin mid-stint: the stint before its first stop seen is not known. */
  joinedMidStint: boolean;
  /** Green laps' worth run by each of its crossings, from the first seen (see neutralisedLapShare). */
  greenLaps: number[];
  /** By stop: the green stint it ended (null for a stint cut short, not seen whole, or ended under neutralisation). */
  greenStints: (number | null)[];
  /** By stop: what it cost when run under green, known from its out-lap on; null otherwise. */
  greenCosts: (number | null)[];
}

/** What the strategy at any moment of a session is read from, indexed once. */
export class SessionStrategy {
  readonly #cars: CarLaps[];
  readonly #scheduledEndMs: number | null;
  readonly #model: StrategyModel;

  constructor(session: StrategySession, model: StrategyModel = STRATEGY_MODEL) {
    this.#model = model;
    this.#scheduledEndMs = session.scheduledEndMs;
    const partial = session.partialSinceMs != null;
    // What each stop says is worked out once: a moment then only reads the stops made by then.
    // A neutralisation the field's laps show counts as one, whatever the flags said then.
    this.#cars = [...lapsByCar(withFieldSlowdowns(session.laps))].map(([number, laps]) => {
      const stops = laps.flatMap((lap, index) => (lap.pitIn ? [index] : []));
      const greenLaps = greenLapsOf(laps, model.neutralisedLapShare);
      const joinedMidStint = partial && (laps[0]?.lap ?? 1) > 1;
      return {
        number,
        category: session.classOf.get(number) ?? '',
        laps,
        crossings: laps.map((lap) => lap.crossedAtMs),
        stops,
        joinedMidStint,
        greenLaps,
        greenStints: greenStintsOf(laps, stops, greenLaps, joinedMidStint),
        greenCosts: stops.map((index) => greenStopCost(laps, index)),
      };
    });
  }

  /**
   * Every car with a lap by `atMs`; `doneOf` says which cars had taken the flag then (they owe nothing and keep
   * their place) and which were out of the race (retired, stopped, disqualified: no place once the stops even
   * out).
   */
  at(atMs: number, doneOf: (number: string) => CarDone | null = () => null): CarStrategy[] {
    const model = this.#model;
    const seen = this.#cars
      .map((car) => ({ car, last: upperBound(car.crossings, atMs) - 1 }))
      .filter(({ last }) => last >= 0)
      .map(({ car, last }) => ({ car, last, own: usualStints(greenStints(car, last), model) }));
    const classes = new Map<string, { stints: number[]; costs: number[] }>();
    for (const { car, last, own } of seen) {
      const pool = classes.get(car.category) ?? { stints: [], costs: [] };
      // Each car's full stints: a car whose tank lasts longer does not make the others' stints short ones.
      pool.stints.push(...own);
      pool.costs.push(...greenStopCosts(car, last));
      classes.set(car.category, pool);
    }
    const costs = new Map([...classes].map(([category, pool]) => [category, roundedMedian(pool.costs)]));
    const cars = seen.map(({ car, last, own }) => {
      const pool = classes.get(car.category);
      return carStrategyAt(car, last, own, pool?.stints ?? [], atMs, {
        model,
        stopCostMs: costs.get(car.category) ?? null,
        scheduledEndMs: this.#scheduledEndMs,
        done: doneOf(car.number),
      });
    });
    for (const group of groupBy(cars, (car) => car.strategy.category)) {
      const places = pitAdjustedOrder(
        group.map(({ strategy, lastCrossingMs, done }) => ({
          ...strategy,
          lastCrossingMs,
          out: done === 'out',
        })),
        group[0]?.strategy.stopCostMs ?? null,
      );
      for (const [index, place] of places.entries()) Object.assign((group[index] as Placed).strategy, place);
    }
    return cars.map((car) => car.strategy);
  }
}

/** A car done with the race: past the flag, or out of it. */
export type CarDone = 'finished' | 'out';

interface Placed {
  strategy: CarStrategy;
  lastCrossingMs: number;
  done: CarDone | null;
}

interface Moment {
  model: StrategyModel;
  stopCostMs: number | null;
  scheduledEndMs: number | null;
  /** Past the flag or out of the race: no stop to come. */
  done: CarDone | null;
}

function carStrategyAt(
  car: CarLaps,
  last: number,
  /** Its own usual stints by then, and its class's. */
  own: number[],
  classStints: number[],
  atMs: number,
  { model, stopCostMs, scheduledEndMs, done }: Moment,
): Placed {
  const lap = car.laps[last] as CarLap;
  const stopIndex = car.stops[upperBound(car.stops, last) - 1];
  const inPit = lap.pitIn;
  // Joined mid-stint with no stop seen since: where the car stands in its stint is not known.
  const stintKnown = stopIndex !== undefined || !car.joinedMidStint;
  const stintStart = stopIndex === undefined ? null : (car.laps[stopIndex] as CarLap);
  const fromClass = own.length < 2 && classStints.length >= 2;
  const stints = fromClass ? classStints : own;
  const usual = fromClass ? median(classStints) : blended(own, classStints, model.classWeight);
  const usualLaps = usual === null ? null : Math.round(usual);
  const paceMs = paceOf(car.laps, last);
  // The green laps' worth the stint has run: what its fuel and energy left depend on.
  const stintGreen =
    (car.greenLaps[last] as number) - (stopIndex === undefined ? 0 : (car.greenLaps[stopIndex] as number));
  const lapsToFlag =
    done !== null || scheduledEndMs === null || paceMs === null
      ? null
      : Math.max(0, Math.ceil((scheduledEndMs - lap.crossedAtMs) / paceMs));
  const canRun = usual === null || !stintKnown ? null : Math.max(0, usual - stintGreen);
  const stopsOwed =
    done === 'finished'
      ? 0
      : lapsToFlag === null || canRun === null || usualLaps === null || usualLaps === 0
        ? null
        : lapsToFlag <= canRun
          ? 0
          : Math.ceil((lapsToFlag - canRun) / (usual as number));
  const nextStopLap =
    done !== null || canRun === null || stopsOwed === 0 ? null : lap.lap + Math.max(1, Math.round(canRun));
  return {
    strategy: {
      number: car.number,
      category: car.category,
      laps: lap.lap,
      classPosition: 0,
      inPit,
      stintLaps: stintKnown ? lap.lap - (stintStart?.lap ?? 0) : null,
      // A car done with the race ended its stint at its last crossing.
      stintMs: stintKnown ? (done === null ? atMs : lap.crossedAtMs) - (stintStart?.crossedAtMs ?? 0) : null,
      usualStintLaps: usualLaps,
      usualStintFrom: usual === null ? null : fromClass ? 'class' : 'car',
      nextStopLap,
      nextStopWindow: nextStopLap === null ? null : windowOf(nextStopLap, stints, lap.lap, model),
      stintSpread: stints.length === 0 ? null : stintSpread(stints),
      paceMs,
      stopCostMs,
      stopsOwed,
      pitAdjustedGapMs: null,
      pitAdjustedClassLeaderGapMs: null,
      pitAdjustedClassPosition: null,
    },
    lastCrossingMs: lap.crossedAtMs,
    done,
  };
}

/**
 * The full green stints: those of at least `share` of the longest. A stint is as long as a tank or an energy
 * allowance lasts unless the team calls the car in early (a splash to reach a safety car's window, a change of
 * tyres or driver timed by the rules); those shorter stints say little of when the next full one ends.
 */
export function fullStints(stints: readonly number[], share = STRATEGY_MODEL.fullStintShare): number[] {
  const longest = Math.max(...stints);
  return stints.filter((stint) => stint >= share * longest);
}

/**
 * The car's own median drawn towards its class's: the class's counts for `classWeight` of the car's stints. The
 * cars of a class run to the same rules and much the same tanks, and a class has many more stints to tell.
 */
function blended(own: readonly number[], ofClass: readonly number[], classWeight: number): number | null {
  const car = median(own);
  const classMedian = median(ofClass);
  if (car === null || classMedian === null) return car;
  return (own.length * car + classWeight * classMedian) / (own.length + classWeight);
}

/** The car's latest full stints, its usual stint's median and its window's spread read from them. */
function usualStints(stints: readonly number[], model: StrategyModel): number[] {
  return stints.length === 0 ? [] : fullStints(stints, model.fullStintShare).slice(-model.recentStints);
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
 * the lap before it neutralised: a stop under a full course yellow or the safety car is taken early), long
 * enough to be a stop for fuel and tyres, and seen whole; null otherwise.
 */
function greenStintsOf(
  laps: readonly CarLap[],
  stops: readonly number[],
  greenLaps: readonly number[],
  joinedMidStint: boolean,
) {
  let startLap = 0;
  let startGreen = 0;
  return stops.map((index, k) => {
    const inLap = laps[index] as CarLap;
    const green = greenLaps[index] as number;
    const before = laps[index - 1];
    const seenWhole = k > 0 || !joinedMidStint;
    const length =
      seenWhole && inLap.lap - startLap >= MIN_STINT_LAPS && !inLap.neutralised && !before?.neutralised
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

/** Each crossing's green laps' worth from the first seen: a neutralised lap counts for `neutralisedShare`. */
function greenLapsOf(laps: readonly CarLap[], neutralisedShare: number): number[] {
  let sum = 0;
  let lapNumber = laps[0] === undefined ? 0 : laps[0].lap - 1;
  return laps.map((lap) => {
    // Laps completed unseen between two crossings count as green.
    sum += Math.max(1, lap.lap - lapNumber) - 1 + (lap.neutralised ? neutralisedShare : 1);
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
  return roundedMedian(recent);
}

/**
 * The laps around the predicted one that hold the actual stop with WINDOW_CONFIDENCE: the model's errors on
 * the races it was fitted on, scaled by the spread of the stints the prediction went by (one lap more than
 * their median distance to their median), never in the past.
 */
function windowOf(
  predicted: number,
  stints: readonly number[],
  lap: number,
  model: StrategyModel,
): [number, number] {
  const spread = stintSpread(stints);
  return [
    Math.max(lap + 1, predicted + Math.floor(model.windowBelow * spread)),
    Math.max(lap + 1, predicted + Math.ceil(model.windowAbove * spread)),
  ];
}

/** One lap more than the stints' median distance to their median. */
export function stintSpread(stints: readonly number[]): number {
  const middle = median(stints) ?? 0;
  return 1 + (median(stints.map((stint) => Math.abs(stint - middle))) ?? 0);
}

function roundedMedian(values: readonly number[]): number | null {
  const value = median(values);
  return value === null ? null : Math.round(value);
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
