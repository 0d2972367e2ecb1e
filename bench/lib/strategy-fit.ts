import { STRATEGY_MODEL, type StrategyModel, WINDOW_CONFIDENCE } from '@lemans/race/analysis';
import {
  type JudgedPrediction,
  judgeNextStops,
  type RaceJudgement,
  scaledError,
  windowHolds,
  withinOneLap,
} from './strategy-evaluation.ts';
import type { StrategyRace } from './strategy-race.ts';

/**
 * The strategy model fitted on races and scored on others: each candidate of a small grid is judged on every
 * race once; a fit on a set of races takes the candidate right to within one lap most often on them, and the
 * window's quantiles that hold WINDOW_CONFIDENCE of their stops.
 */

/**
 * The candidates: what a stint counts a neutralised lap for, what a full stint is, how many recent ones, how much
 * the class's stints weigh.
 */
const GRID = {
  neutralisedLapShare: [0.6, 0.7, 0.8],
  fullStintShare: [0.8, 0.85],
  recentStints: [4, 6],
  classWeight: [0, 2, 5, 20],
};

export type StintModel = Omit<StrategyModel, 'windowBelow' | 'windowAbove'>;

export interface Judged {
  model: StintModel;
  /** By race name. */
  races: Map<string, RaceJudgement>;
}

/** Every candidate judged on every race, at a moment every `stepMs`. */
export function judgeGrid(races: readonly StrategyRace[], stepMs: number): Judged[] {
  const judged: Judged[] = [];
  for (const neutralisedLapShare of GRID.neutralisedLapShare)
    for (const fullStintShare of GRID.fullStintShare)
      for (const recentStints of GRID.recentStints)
        for (const classWeight of GRID.classWeight) {
          const model = { neutralisedLapShare, fullStintShare, recentStints, classWeight };
          const full = { ...STRATEGY_MODEL, ...model };
          judged.push({
            model,
            races: new Map(races.map((race) => [race.name, judgeNextStops(race, full, stepMs)])),
          });
        }
  return judged;
}

/** The model fitted on the races named. */
export function fitModel(judged: readonly Judged[], on: readonly string[]): StrategyModel {
  const predictionsOf = (candidate: Judged) =>
    on.flatMap((name) => candidate.races.get(name)?.predictions ?? []);
  let best = judged[0] as Judged;
  let bestHits = -1;
  for (const candidate of judged) {
    const hits = predictionsOf(candidate).filter(withinOneLap).length;
    if (hits > bestHits) {
      best = candidate;
      bestHits = hits;
    }
  }
  return { ...best.model, ...windowQuantiles(predictionsOf(best)) };
}

/** The predictions of stops taken under green, the field's laps showing no neutralisation either. */
export const underGreen = (predictions: readonly JudgedPrediction[]) =>
  predictions.filter((prediction) => !prediction.inSlowdown);

/** The candidate's judgement of a race. */
export function judgementOf(judged: readonly Judged[], model: StintModel, race: string): RaceJudgement {
  const candidate = judged.find(
    (each) =>
      each.model.neutralisedLapShare === model.neutralisedLapShare &&
      each.model.fullStintShare === model.fullStintShare &&
      each.model.recentStints === model.recentStints &&
      each.model.classWeight === model.classWeight,
  );
  const judgement = candidate?.races.get(race);
  if (!judgement) throw new Error(`Modèle non évalué sur ${race}`);
  return judgement;
}

/**
 * The quantiles of the scaled errors whose window holds WINDOW_CONFIDENCE of the stops: the same share left out
 * below and above, the share found by bisection since windows are whole laps.
 */
function windowQuantiles(predictions: readonly JudgedPrediction[]): {
  windowBelow: number;
  windowAbove: number;
} {
  const errors = predictions.map(scaledError).sort((a, b) => a - b);
  const quantile = (share: number) =>
    errors[Math.min(errors.length - 1, Math.floor(share * errors.length))] ?? 0;
  const at = (tail: number) => ({ windowBelow: quantile(tail), windowAbove: quantile(1 - tail) });
  const holds = (tail: number) => {
    const { windowBelow, windowAbove } = at(tail);
    return (
      predictions.filter((each) => windowHolds(each, windowBelow, windowAbove)).length / predictions.length
    );
  };
  let low = 0;
  let high = 0.5;
  for (let step = 0; step < 20; step++) {
    const middle = (low + high) / 2;
    if (holds(middle) >= WINDOW_CONFIDENCE) low = middle;
    else high = middle;
  }
  const { windowBelow, windowAbove } = at(low);
  return { windowBelow: round(windowBelow), windowAbove: round(windowAbove) };
}

const round = (value: number) => Math.round(value * 100) / 100;
