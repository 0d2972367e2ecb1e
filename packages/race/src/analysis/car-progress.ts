import { type CarLap, isCleanLap } from './car-lap.ts';
import type { LineGap, RunningOrder } from './running-order.ts';
import type { Stint } from './stints.ts';

/** One lap of a car as the analysis charts draw it. */
export interface ProgressLap {
  lap: number;
  crossedAtMs: number;
  timeMs: number | null;
  /** Timed, neither in nor out of the pits, under green: drawn on the lap-time chart. */
  clean: boolean;
  pitIn: boolean;
  stint: number;
  driverId: number | null;
  position: number;
  classPosition: number;
  /** To the class leader, and to the car just ahead in the class (null for the class leader). */
  classGap: LineGap;
  classInterval: LineGap | null;
}

/** A car's laps with its positions and gaps at each crossing, in the field and in its class. */
export function carProgress(
  laps: readonly CarLap[],
  stints: readonly Stint[],
  overall: RunningOrder,
  inClass: RunningOrder,
): ProgressLap[] {
  let stint = 0;
  return laps.map((lap) => {
    while (stint < stints.length - 1 && lap.lap > (stints[stint] as Stint).lastLap) stint++;
    return {
      lap: lap.lap,
      crossedAtMs: lap.crossedAtMs,
      timeMs: lap.timeMs,
      clean: isCleanLap(lap),
      pitIn: lap.pitIn,
      stint: stints[stint]?.stint ?? 1,
      driverId: lap.driverId,
      position: overall.position(lap),
      classPosition: inClass.position(lap),
      classGap: inClass.gapToLeader(lap),
      classInterval: inClass.interval(lap),
    };
  });
}
