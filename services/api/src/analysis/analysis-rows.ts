import type {
  BattleRow,
  CarProgressRow,
  ClassificationRow,
  DriveTimeRow,
  DrivingRulesSummary,
  PitStopRow,
  RaceBattleRow,
  StintRow,
  StrategyRow,
} from '@lemans/contract';
import { categoryLabelOf } from '@lemans/race';
import type { CarStrategy, ClassifiedCar } from '@lemans/race/analysis';
import type { LoadedAnalysis } from './session-analyses.ts';

/** The rows of the analysis answers, each naming its car and driver; `number` keeps one car's rows. */

export function stintRows(loaded: LoadedAnalysis, number?: string): StintRow[] {
  return loaded.analysis.stints
    .filter((stint) => number === undefined || stint.number === number)
    .map((stint) => ({
      ...loaded.carOf(stint.number),
      stint_number: stint.stint,
      driver_id: stint.driverId,
      driver_name: loaded.driverName(stint.number, stint.driverId),
      first_lap: stint.firstLap,
      last_lap: stint.lastLap,
      laps: stint.laps,
      start_race_ms: stint.startMs,
      end_race_ms: stint.endMs,
      duration_ms: stint.durationMs,
      clean_laps: stint.cleanLaps,
      best_lap_ms: stint.bestMs,
      average_lap_ms: stint.averageMs,
      median_lap_ms: stint.medianMs,
      degradation_s_per_lap: stint.degradationSPerLap,
    }));
}

export function pitStopRows(loaded: LoadedAnalysis, number?: string): PitStopRow[] {
  return loaded.analysis.pitStops
    .filter((stop) => number === undefined || stop.number === number)
    .map((stop) => ({
      ...loaded.carOf(stop.number),
      stop_number: stop.stop,
      lap: stop.lap,
      race_time_ms: stop.raceTimeMs,
      in_lap_ms: stop.inLapMs,
      out_lap_ms: stop.outLapMs,
      reference_lap_ms: stop.referenceLapMs,
      time_lost_ms: stop.timeLostMs,
      pit_time_ms: stop.pitTimeMs,
      pit_time_precision_ms: stop.pitTimePrecisionMs,
      driver_change: stop.driverChange,
      driver_in_id: stop.driverInId,
      driver_in_name: loaded.driverName(stop.number, stop.driverInId),
      driver_out_id: stop.driverOutId,
      driver_out_name: loaded.driverName(stop.number, stop.driverOutId),
      position_before: stop.positionBefore,
      position_after: stop.positionAfter,
      class_position_before: stop.classPositionBefore,
      class_position_after: stop.classPositionAfter,
    }));
}

export function driveTimeRows(loaded: LoadedAnalysis, number?: string): DriveTimeRow[] {
  return loaded.analysis.driveTimes
    .filter((drive) => number === undefined || drive.number === number)
    .map((drive) => ({
      ...loaded.carOf(drive.number),
      driver_id: drive.driverId,
      driver_name: loaded.driverName(drive.number, drive.driverId),
      laps: drive.laps,
      total_ms: drive.totalMs,
      driving_ms: drive.drivingMs,
      longest_stint_ms: drive.longestStint.ms,
      longest_stint_first_lap: drive.longestStint.firstLap,
      longest_stint_last_lap: drive.longestStint.lastLap,
      most_in_window_ms: drive.mostInWindow.ms,
      window_from_ms: drive.mostInWindow.fromMs,
      window_length_ms: drive.mostInWindow.lengthMs,
      checks: drive.checks.map((check) => ({
        rule: check.rule,
        limit_ms: check.limitMs,
        value_ms: check.valueMs,
        status: check.status,
      })),
      status: drive.status,
      car_status: loaded.carStatusOf(drive.number),
    }));
}

export function rulesSummary(loaded: LoadedAnalysis): DrivingRulesSummary | null {
  const { rules } = loaded;
  if (!rules) return null;
  return {
    event: rules.event,
    source: rules.source,
    classes: Object.entries(rules.byClass).map(([category, rule]) => ({
      category: categoryLabelOf(category),
      min_total_ms: rule.minTotalMs,
      minimum_for: rule.minimumFor,
      max_total_ms: rule.maxTotalMs,
      window_length_ms: rule.window?.lengthMs ?? null,
      max_in_window_ms: rule.window?.maxMs ?? null,
    })),
  };
}

/** The battles at a moment; with `number`, those the car is in, ahead or behind. */
export function battleRows(
  loaded: LoadedAnalysis,
  atMs: number,
  thresholdMs: number,
  number?: string,
): BattleRow[] {
  return loaded.analysis
    .battlesAt(atMs, thresholdMs)
    .filter((battle) => number === undefined || battle.ahead === number || battle.behind === number)
    .map((battle) => {
      const ahead = loaded.carOf(battle.ahead);
      return {
        ...loaded.carOf(battle.behind),
        driver_name: loaded.driverName(battle.behind, battle.behindDriverId),
        ahead_participant_number: ahead.participant_number,
        ahead_entry_id: ahead.entry_id,
        ahead_driver_name: loaded.driverName(battle.ahead, battle.aheadDriverId),
        position: battle.position,
        lap: battle.lap,
        gap_ms: battle.gapMs,
        since_lap: battle.sinceLap,
        since_race_ms: battle.sinceMs,
        laps: battle.laps,
        trend: battle.trend,
        trend_ms_per_lap: battle.trendMsPerLap,
      };
    });
}

export function raceBattleRows(
  loaded: LoadedAnalysis,
  thresholdMs: number,
  number?: string,
): RaceBattleRow[] {
  return loaded
    .raceBattles(thresholdMs)
    .filter((battle) => number === undefined || battle.cars.includes(number))
    .map((battle) => {
      const other = loaded.carOf(battle.cars[1]);
      return {
        ...loaded.carOf(battle.cars[0]),
        other_participant_number: other.participant_number,
        other_entry_id: other.entry_id,
        position: battle.position,
        from_lap: battle.fromLap,
        to_lap: battle.toLap,
        laps: battle.laps,
        from_race_ms: battle.fromMs,
        to_race_ms: battle.toMs,
        min_gap_ms: battle.minGapMs,
        swaps: battle.swaps,
      };
    });
}

/** Each car's laps with its positions and gaps, in the order asked. */
export function progressRows(loaded: LoadedAnalysis, numbers: readonly string[]): CarProgressRow[] {
  return numbers.map((number) => ({
    ...loaded.carOf(number),
    laps: (loaded.analysis.progressOf(number) ?? []).map((lap) => ({
      lap: lap.lap,
      race_ms: lap.crossedAtMs,
      time_ms: lap.timeMs,
      clean: lap.clean,
      pit_in: lap.pitIn,
      stint: lap.stint,
      driver_id: lap.driverId,
      position: lap.position,
      class_position: lap.classPosition,
      class_gap_ms: lap.classGap.ms,
      class_gap_laps: lap.classGap.laps,
      interval_ms: lap.classInterval?.ms ?? null,
      interval_laps: lap.classInterval?.laps ?? null,
    })),
  }));
}

export function classificationRows(
  loaded: LoadedAnalysis,
  cars: readonly ClassifiedCar[],
): ClassificationRow[] {
  return cars.map((car) => ({
    ...loaded.carOf(car.number),
    position: car.position,
    class_position: car.classPosition,
    status: car.status,
    reason: car.reason,
    laps: car.laps,
    gap_laps: car.gapLaps,
    gap_ms: car.gapMs,
    class_gap_laps: car.classGapLaps,
    class_gap_ms: car.classGapMs,
    subclass_position: car.subclassPosition,
    subclass_gap_laps: car.subclassGapLaps,
    subclass_gap_ms: car.subclassGapMs,
  }));
}

export function strategyRows(
  loaded: LoadedAnalysis,
  cars: readonly CarStrategy[],
  number?: string,
): StrategyRow[] {
  // The leading class first: the one whose leader has the most laps.
  const leaderLaps = new Map<string, number>();
  for (const car of cars) leaderLaps.set(car.category, Math.max(leaderLaps.get(car.category) ?? 0, car.laps));
  return [...cars]
    .filter((car) => number === undefined || car.number === number)
    .sort(
      (a, b) =>
        (leaderLaps.get(b.category) ?? 0) - (leaderLaps.get(a.category) ?? 0) ||
        (a.category < b.category ? -1 : a.category > b.category ? 1 : 0) ||
        a.classPosition - b.classPosition,
    )
    .map((car) => ({
      ...loaded.carOf(car.number),
      laps: car.laps,
      class_position: car.classPosition,
      in_pit: car.inPit,
      stint_laps: car.stintLaps,
      stint_ms: car.stintMs,
      usual_stint_laps: car.usualStintLaps,
      usual_stint_from: car.usualStintFrom,
      next_stop_lap: car.nextStopLap,
      next_stop_window_from_lap: car.nextStopWindow?.[0] ?? null,
      next_stop_window_to_lap: car.nextStopWindow?.[1] ?? null,
      pace_ms: car.paceMs,
      stop_cost_ms: car.stopCostMs,
      stops_owed: car.stopsOwed,
      pit_adjusted_gap_ms: car.pitAdjustedGapMs,
      pit_adjusted_class_leader_gap_ms: car.pitAdjustedClassLeaderGapMs,
      pit_adjusted_class_position: car.pitAdjustedClassPosition,
    }));
}
