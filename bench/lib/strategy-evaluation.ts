import {
  type CarLap,
  type CarStrategy,
  lapsByCar,
  SessionStrategy,
  type StrategyModel,
  withFieldSlowdowns,
} from '@lemans/race/analysis';
import type { StrategyRace } from './strategy-race.ts';

/**
 * The strategy's next stops on a race, judged as an analyst would at every moment, for every car: the predicted
 * lap of its next stop against the lap of its actual next stop, when that one was decided under green; with
 * what the window needs to be judged with other quantiles, and a fan's rule (the car's last stint again).
 */
export interface JudgedPrediction {
  predicted: number;
  actual: number;
  /** The car's laps at the moment: the window never starts before the next one. */
  laps: number;
  /** The spread of the stints the prediction went by. */
  spread: number;
  window: [number, number];
  /** The fan's guess, null before the car's first stop. */
  fan: number | null;
  /**
   * The stop was taken while the field's laps show a neutralisation its flags did not (field-slowdowns.ts):
   * judged only when the flags alone are the judge.
   */
  inSlowdown: boolean;
}

export interface RaceJudgement {
  predictions: JudgedPrediction[];
  /** Car-moments whose next stop was decided under green, predicted or not. */
  due: number;
}

/** Laps of a stint that is a stop for fuel and tyres, not a repair or a penalty: what the bench judges. */
const JUDGED_STINT_LAPS = 3;

/** The model's next stops on the race, at a moment every `stepMs` of race time. */
export function judgeNextStops(race: StrategyRace, model: StrategyModel, stepMs: number): RaceJudgement {
  const strategy = new SessionStrategy(
    { laps: race.laps, classOf: race.classOf, scheduledEndMs: race.scheduledEndMs },
    model,
  );
  const cars = lapsByCar(race.laps);
  const slowed = lapsByCar(withFieldSlowdowns(race.laps));
  const judgement: RaceJudgement = { predictions: [], due: 0 };
  for (let atMs = stepMs; atMs < race.endMs; atMs += stepMs) {
    for (const car of strategy.at(atMs))
      judge(judgement, car, cars.get(car.number) ?? [], slowed.get(car.number) ?? []);
  }
  return judgement;
}

function judge(
  judgement: RaceJudgement,
  car: CarStrategy,
  laps: readonly CarLap[],
  slowed: readonly CarLap[],
): void {
  const actual = nextGreenStop(laps, car.laps);
  if (actual == null) return;
  judgement.due += 1;
  if (car.nextStopLap === null || car.nextStopWindow === null || car.stintSpread === null) return;
  const stops = laps.filter((lap) => lap.pitIn && lap.lap <= car.laps).map((lap) => lap.lap);
  const last = stops.at(-1);
  judgement.predictions.push({
    predicted: car.nextStopLap,
    actual,
    laps: car.laps,
    spread: car.stintSpread,
    window: car.nextStopWindow,
    fan: last === undefined ? null : Math.max(car.laps + 1, last + last - (stops.at(-2) ?? 0)),
    inSlowdown: nextGreenStop(slowed, car.laps) !== actual,
  });
}

/**
 * The car's next stop after lap `after` when it was decided under green (its in-lap and the lap before it not
 * neutralised) and ends a stint long enough to be one for fuel and tyres; undefined when the next stop is none
 * of those, null when it made no more stop.
 */
function nextGreenStop(laps: readonly CarLap[], after: number): number | null | undefined {
  const index = laps.findIndex((lap) => lap.lap > after && lap.pitIn);
  if (index < 0) return null;
  const inLap = laps[index] as CarLap;
  const previous = laps.slice(0, index).findLast((lap) => lap.pitIn)?.lap ?? 0;
  if (inLap.neutralised || laps[index - 1]?.neutralised || inLap.lap - previous < JUDGED_STINT_LAPS)
    return undefined;
  return inLap.lap;
}

/** Right to within one lap. */
export const withinOneLap = (prediction: JudgedPrediction) =>
  Math.abs(prediction.actual - prediction.predicted) <= 1;

/** The prediction's error in spreads of the stints it went by: what the window's quantiles are fitted on. */
export const scaledError = (prediction: JudgedPrediction) =>
  (prediction.actual - prediction.predicted) / prediction.spread;

/** The window the quantiles `below` and `above` give, as the model draws it. */
export function windowHolds(prediction: JudgedPrediction, below: number, above: number): boolean {
  const { predicted, spread, laps, actual } = prediction;
  const from = Math.max(laps + 1, predicted + Math.floor(below * spread));
  const to = Math.max(laps + 1, predicted + Math.ceil(above * spread));
  return actual >= from && actual <= to;
}
