import { type CarLap, isCleanLap, lapStartMs, lapsByCar } from './car-lap.ts';
import { median } from './lap-statistics.ts';
import { type NeutralisedPeriod, overlapsNeutralised } from './neutralised-periods.ts';

/**
 * The stretches when most of the field lapped far slower than its pace: a safety car or a full course yellow as
 * the laps show it. A timing file's flag at the line can say so late (at Spa in 2025 the field ran five-minute
 * laps behind the safety car for eleven minutes under « GF »), and a stop taken then was the neutralisation's,
 * not the end of a stint. Rain slows a field by a tenth or a quarter, never by this much.
 */

/** A lap this much slower than the car's pace was not raced: a neutralised lap is twice as slow or more. */
const SLOW_LAP_RATIO = 1.6;
/** The share of the field's latest laps (one per car) that must be that slow. */
const SLOW_FIELD_SHARE = 0.5;
/** Fewer crossings than this say nothing of a field. */
const FEWEST_CROSSINGS = 10;
/** The clean laps a car's pace is read from. */
const PACE_LAPS = 10;

interface Crossing {
  startMs: number;
  endMs: number;
  slow: boolean;
}

export function fieldSlowdowns(laps: readonly CarLap[]): NeutralisedPeriod[] {
  const cars = lapsByCar(laps);
  const crossings = [...cars.values()].flatMap(crossingsOf).sort((a, b) => a.endMs - b.endMs);
  // One lap of the field: as many crossings as cars.
  const window = cars.size;
  const periods: NeutralisedPeriod[] = [];
  let open: NeutralisedPeriod | null = null;
  let slow = 0;
  for (const [index, crossing] of crossings.entries()) {
    if (crossing.slow) slow += 1;
    if (crossings[index - window]?.slow) slow -= 1;
    const seen = Math.min(index + 1, window);
    const slowField = seen >= Math.min(window, FEWEST_CROSSINGS) && slow >= SLOW_FIELD_SHARE * seen;
    if (slowField && !open) {
      // From the start of the earliest slow lap among those that tipped the share.
      let fromMs = crossing.startMs;
      for (let k = Math.max(0, index - window + 1); k <= index; k++) {
        const each = crossings[k] as Crossing;
        if (each.slow) fromMs = Math.min(fromMs, each.startMs);
      }
      open = { fromMs, toMs: null };
      periods.push(open);
    } else if (!slowField && open) {
      open.toMs = crossing.endMs;
      open = null;
    }
  }
  return periods;
}

/** The laps with each neutralised also where the field's laps show a neutralisation the flags do not. */
export function withFieldSlowdowns(laps: readonly CarLap[]): CarLap[] {
  const periods = fieldSlowdowns(laps);
  if (periods.length === 0) return [...laps];
  return laps.map((lap) => {
    const startMs = lapStartMs(lap);
    return lap.neutralised || startMs === null || !overlapsNeutralised(periods, startMs, lap.crossedAtMs)
      ? lap
      : { ...lap, neutralised: true };
  });
}

/** A car's timed laps away from the pits, each slow or not against its pace before it. */
function crossingsOf(carLaps: readonly CarLap[]): Crossing[] {
  const crossings: Crossing[] = [];
  const recent: number[] = [];
  for (const lap of carLaps) {
    const startMs = lapStartMs(lap);
    const pace = median(recent);
    const slow = pace !== null && lap.timeMs !== null && lap.timeMs >= SLOW_LAP_RATIO * pace;
    if (startMs !== null && pace !== null && !lap.pitIn && !lap.pitOut)
      crossings.push({ startMs, endMs: lap.crossedAtMs, slow });
    // Its pace from its clean laps, a slow one left out (a neutralisation the flags have not said yet).
    if (isCleanLap(lap) && !slow) {
      recent.push(lap.timeMs);
      if (recent.length > PACE_LAPS) recent.shift();
    }
  }
  return crossings;
}
