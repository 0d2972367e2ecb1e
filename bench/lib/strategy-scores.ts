import type { AnalysisLap } from '@lemans/alkamel';

/**
 * How well a strategy's pit-adjusted order held, checked against the timing file: the class order once the
 * stops even out, a pit cycle later and at the flag. Pure: the benchmark feeds it what the API answered.
 */

/** What was predicted of one car at one moment. */
export interface CarPrediction {
  number: string;
  category: string;
  laps: number;
  nextStopLap: number | null;
  classPosition: number;
  pitAdjustedClassPosition: number | null;
  /** The laps of its usual stint and its pace, which make its class's pit cycle. */
  usualStintLaps: number | null;
  paceMs: number | null;
}

/** The file's laps of each car, in order. */
export type FileLaps = ReadonlyMap<string, readonly AnalysisLap[]>;

export function fileLapsOf(laps: readonly AnalysisLap[]): FileLaps {
  const cars = new Map<string, AnalysisLap[]>();
  for (const lap of laps) {
    const list = cars.get(lap.number) ?? [];
    list.push(lap);
    cars.set(lap.number, list);
  }
  for (const list of cars.values()) list.sort((a, b) => a.lap - b.lap);
  return cars;
}

/** A car's laps and last crossing at a race time, from the file. */
export function standingAt(
  file: FileLaps,
  number: string,
  atMs: number,
): { laps: number; crossedMs: number } {
  let laps = 0;
  let crossedMs = 0;
  for (const lap of file.get(number) ?? []) {
    if (lap.elapsedMs > atMs) break;
    laps = lap.lap;
    crossedMs = lap.elapsedMs;
  }
  return { laps, crossedMs };
}

export interface OrderScore {
  /** Pairs of cars in the same order as one pit cycle later, and pairs compared. */
  agreeing: number;
  pairs: number;
  /** Cars at the same place as one pit cycle later, and cars compared. */
  samePlace: number;
  cars: number;
}

/**
 * How the predicted class order compares with the class order one pit cycle later: `rank` gives each car's
 * predicted place. Only the cars still crossing the line by then are compared.
 */
export function orderScore(
  cars: readonly CarPrediction[],
  rank: (car: CarPrediction) => number,
  later: ReadonlyMap<string, number>,
): OrderScore {
  const compared = cars.filter((car) => later.has(car.number));
  const predicted = [...compared].sort((a, b) => rank(a) - rank(b));
  const actual = [...compared].sort(
    (a, b) => (later.get(a.number) as number) - (later.get(b.number) as number),
  );
  let agreeing = 0;
  let pairs = 0;
  for (let i = 0; i < predicted.length; i++) {
    for (let j = i + 1; j < predicted.length; j++) {
      pairs += 1;
      const a = predicted[i] as CarPrediction;
      const b = predicted[j] as CarPrediction;
      if ((later.get(a.number) as number) < (later.get(b.number) as number)) agreeing += 1;
    }
  }
  const samePlace = predicted.filter((car, index) => actual[index] === car).length;
  return { agreeing, pairs, samePlace, cars: compared.length };
}

/** The class order at a race time from the file, of the cars that crossed the line after `sinceMs`. */
export function classOrderAt(
  file: FileLaps,
  numbers: readonly string[],
  atMs: number,
  sinceMs: number,
): Map<string, number> {
  const standings = numbers
    .map((number) => ({ number, ...standingAt(file, number, atMs) }))
    .filter((car) => car.crossedMs > sinceMs);
  standings.sort((a, b) => b.laps - a.laps || a.crossedMs - b.crossedMs);
  return new Map(standings.map((car, index) => [car.number, index + 1]));
}

/**
 * Pairs of cars of a class on the same lap, judged once the stops even out: when the car whose next stop
 * comes first has made it (its out-lap), the other not yet stopped. The pair agrees with a prediction when the
 * car it puts ahead crossed that lap first.
 */
export function evenedOutPairs(
  file: FileLaps,
  cars: readonly CarPrediction[],
  rank: (car: CarPrediction) => number,
): { agreeing: number; pairs: number } {
  const nextStop = (number: string, after: number) =>
    file.get(number)?.find((lap) => lap.lap > after && lap.pitIn)?.lap ?? null;
  const crossing = (number: string, lap: number) =>
    file.get(number)?.find((each) => each.lap === lap)?.elapsedMs;
  let agreeing = 0;
  let pairs = 0;
  for (const [index, a] of cars.entries()) {
    for (const b of cars.slice(index + 1)) {
      if (a.category !== b.category || a.laps !== b.laps) continue;
      const stopA = nextStop(a.number, a.laps);
      const stopB = nextStop(b.number, b.laps);
      if (stopA === null || stopB === null || stopA === stopB) continue;
      const outLap = Math.min(stopA, stopB) + 1;
      if (Math.max(stopA, stopB) <= outLap) continue;
      const crossedA = crossing(a.number, outLap);
      const crossedB = crossing(b.number, outLap);
      if (crossedA === undefined || crossedB === undefined) continue;
      pairs += 1;
      if (rank(a) < rank(b) === crossedA < crossedB) agreeing += 1;
    }
  }
  return { agreeing, pairs };
}
