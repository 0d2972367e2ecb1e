/**
 * What the strategy's predictions are tuned with. `npm run bench -- strategy` fits these on the races of
 * `../shared/data/alkamel`, each held out in turn to say how the model does on a race it was not tuned on,
 * and prints the fit on all of them, which is what ships here.
 */
export interface StrategyModel {
  /**
   * What a lap under a full course yellow or the safety car counts for in a stint: driven at a set speed, it
   * uses a fraction of a green lap's fuel and energy, so that a neutralised stint runs more laps.
   */
  neutralisedLapShare: number;
  /** A green stint this share of the car's (or class's) longest or more is a full one (see fullStints). */
  fullStintShare: number;
  /** The car's latest full stints its usual one is read from: conditions, tyres and rules change in a race. */
  recentStints: number;
  /** How many of the car's own stints its class's median counts for in its usual stint. */
  classWeight: number;
  /**
   * The window around the predicted stop, in multiples of the spread of the stints it was read from (one lap
   * more than their median distance to their median): how far the actual stop fell below and above the
   * prediction on the races fitted, at the quantiles that leave WINDOW_CONFIDENCE of them inside.
   */
  windowBelow: number;
  windowAbove: number;
}

/** The share of actual stops the window is fitted to hold. */
export const WINDOW_CONFIDENCE = 0.8;

/** The fit on every race of `../shared/data/alkamel` (bench/RESULTS.md, "Strategy"). */
export const STRATEGY_MODEL: StrategyModel = {
  neutralisedLapShare: 0.7,
  fullStintShare: 0.85,
  recentStints: 4,
  classWeight: 5,
  windowBelow: -0.68,
  windowAbove: 0.61,
};

/** Stints shorter than this end in a stop for something else than fuel and tyres (repairs, a penalty). */
export const MIN_STINT_LAPS = 3;
