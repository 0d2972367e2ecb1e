import { type Battle, battlesAt, battlesOfRace, type ClassLaps, type RaceBattle } from './battles.ts';
import { type CarLap, lapsByCar } from './car-lap.ts';
import { carProgress, type ProgressLap } from './car-progress.ts';
import { type DriveProgress, type DriveTime, driveTimesOfCar } from './drive-times.ts';
import type { DrivingRules } from './driving-rules.ts';
import { type PitStop, pitStopsOfCar } from './pit-stops.ts';
import { RunningOrder } from './running-order.ts';
import { type Stint, stintsOfCar } from './stints.ts';

export interface SessionLaps {
  laps: readonly CarLap[];
  /** Each car's class, by number, as the timing writes it ('HYPERCAR'). */
  classOf: ReadonlyMap<string, string>;
  /** Time in the pits the timing showed for the stop at the end of a car's lap, keyed `number#lap`. */
  pitTimesMs: ReadonlyMap<string, number>;
  /**
   * How far each of those may be off, keyed alike: 0 when the source timed the stop, else the interval of
   * the polls that timed it; missing when unknown.
   */
  pitTimePrecisionsMs: ReadonlyMap<string, number>;
  rules: DrivingRules | null;
  ended: boolean;
  /** Race time left, for a session that runs. */
  remainingMs: number | null;
  /** The cars out of the classification (retired, not classified, disqualified), by number. */
  outOfClassification?: ReadonlySet<string>;
}

export interface PitStopInClass extends PitStop {
  classPositionBefore: number | null;
  classPositionAfter: number | null;
  /** How far `pitTimeMs` may be off: 0 when exact (the source timed it), null when unknown. */
  pitTimePrecisionMs: number | null;
}

/** Everything the analysis pages show of a session, computed once from its laps. */
export interface SessionAnalysis {
  stints: Stint[];
  pitStops: PitStopInClass[];
  driveTimes: DriveTime[];
  classes: ClassLaps[];
  /** A car's laps with its positions and gaps, for the charts; undefined for a car without laps. */
  progressOf(number: string): ProgressLap[] | undefined;
  /** The class battles at a race time, closer than `thresholdMs`. */
  battlesAt(atMs: number, thresholdMs: number): Battle[];
  /** The class battles of the whole session, closer than `thresholdMs`, in the order they began. */
  raceBattles(thresholdMs: number): RaceBattle[];
}

/** Cars in the order the site lists them: by number as a number ('007' after '6'), then as text. */
const byCarNumber = (a: string, b: string) =>
  Number.parseInt(a, 10) - Number.parseInt(b, 10) || (a < b ? -1 : 1);

export function analyseSession(session: SessionLaps): SessionAnalysis {
  const cars = lapsByCar(session.laps);
  const numbers = [...cars.keys()].sort(byCarNumber);
  const overall = new RunningOrder(session.laps);
  const carsByClass = new Map<string, Map<string, CarLap[]>>();
  for (const number of numbers) {
    const category = session.classOf.get(number) ?? '';
    const group = carsByClass.get(category) ?? new Map<string, CarLap[]>();
    carsByClass.set(category, group.set(number, cars.get(number) as CarLap[]));
  }
  const classes = new Map<string, ClassLaps>(
    [...carsByClass].map(([category, group]) => [
      category,
      { category, cars: group, order: new RunningOrder([...group.values()].flat()) },
    ]),
  );

  const stints: Stint[] = [];
  const pitStops: PitStopInClass[] = [];
  const driveTimes: DriveTime[] = [];
  for (const number of numbers) {
    const laps = cars.get(number) as CarLap[];
    const category = session.classOf.get(number) ?? '';
    const order = (classes.get(category) as ClassLaps).order;
    const pitTimeOf = (lap: number) => session.pitTimesMs.get(`${number}#${lap}`) ?? null;
    stints.push(...stintsOfCar(laps));
    const stops = pitStopsOfCar(laps, pitTimeOf, (lap) => overall.position(lap));
    for (const stop of stops) {
      const inLapIndex = laps.findIndex((lap) => lap.lap === stop.lap);
      const before = laps[inLapIndex - 1];
      const after = laps[inLapIndex + 1];
      pitStops.push({
        ...stop,
        classPositionBefore: before ? order.position(before) : null,
        classPositionAfter: after ? order.position(after) : null,
        pitTimePrecisionMs:
          stop.pitTimeMs === null ? null : (session.pitTimePrecisionsMs.get(`${number}#${stop.lap}`) ?? null),
      });
    }
    const rules = session.rules?.byClass[category] ?? null;
    const progress: DriveProgress = {
      ended: session.ended,
      remainingMs: session.remainingMs,
      outOfClassification: session.outOfClassification?.has(number) ?? false,
    };
    driveTimes.push(...driveTimesOfCar(laps, rules, progress, pitTimeOf));
  }
  const groups = [...classes.values()];
  return {
    progressOf(number) {
      const laps = cars.get(number);
      if (!laps) return undefined;
      const group = classes.get(session.classOf.get(number) ?? '') as ClassLaps;
      const own = stints.filter((stint) => stint.number === number);
      return carProgress(laps, own, overall, group.order);
    },
    stints,
    pitStops,
    driveTimes,
    classes: groups,
    battlesAt: (atMs, thresholdMs) => groups.flatMap((group) => battlesAt(group, atMs, thresholdMs)),
    raceBattles: (thresholdMs) =>
      groups.flatMap((group) => battlesOfRace(group, thresholdMs)).sort((a, b) => a.fromMs - b.fromMs),
  };
}
