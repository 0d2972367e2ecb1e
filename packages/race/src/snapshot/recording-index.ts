import type { LapRecording, LineFlag, RecordingCar } from '../recording/recording.ts';

/**
 * Everything `snapshotAt` needs that does not depend on the race time, computed once per recording:
 * positions at each line crossing, prefix counts and minima, the flag timeline and each car's exit.
 * With it a snapshot costs a binary search per car plus a sort of the field.
 */

export interface CarIndex {
  car: RecordingCar;
  /** Overall position at each line crossing (1 = first car to complete that lap number). */
  linePosition: Int32Array;
  /** Class position at each line crossing. */
  classLinePosition: Int32Array;
  /** Pit entries up to and including each crossing. */
  pitStops: Int32Array;
  /** Index of the fastest timed lap up to each crossing, -1 before any. */
  bestLapIndex: Int32Array;
  /** Highest speed-trap reading up to each crossing, NaN before any. */
  topSpeed: Float64Array;
  /** Best sector times up to each crossing, NaN before any. */
  bestSector: [Float64Array, Float64Array, Float64Array];
  /** Race time of each lap number's line crossing (index = lap number), NaN when not recorded. */
  crossingByLap: Float64Array;
  /** Race time at which the car took the chequered flag, null if it never did. */
  finishedAtMs: number | null;
  /** Race time from which a car that never took the flag counts as out of the race, else null. */
  outAtMs: number | null;
}

export interface RecordingIndex {
  cars: CarIndex[];
  /** Every line crossing of the field in time order, with the flag shown at the line. */
  flagTimesMs: Float64Array;
  flags: LineFlag[];
  /** The leader's crossing under the chequered flag; null if the data stops before it. */
  finishTimeMs: number | null;
}

const cache = new WeakMap<LapRecording, RecordingIndex>();

export function indexOf(recording: LapRecording): RecordingIndex {
  let index = cache.get(recording);
  if (!index) {
    index = buildIndex(recording);
    cache.set(recording, index);
  }
  return index;
}

function buildIndex(recording: LapRecording): RecordingIndex {
  const finishTimeMs = findFinishTime(recording);
  const crossings = recording.cars.flatMap((car, carIndex) =>
    car.laps.elapsedMs.map((time, lapIndex) => ({ time, carIndex, lapIndex })),
  );
  crossings.sort((a, b) => a.time - b.time || a.carIndex - b.carIndex);

  const cars = recording.cars.map((car) => prefixIndex(car, finishTimeMs, recording.meta.durationMs));
  const overall = new Map<number, number>();
  const byClass = new Map<string, number>();
  for (const { carIndex, lapIndex } of crossings) {
    const entry = cars[carIndex] as CarIndex;
    const lap = entry.car.laps.lap[lapIndex] as number;
    const classKey = `${entry.car.category}#${lap}`;
    const position = (overall.get(lap) ?? 0) + 1;
    const classPosition = (byClass.get(classKey) ?? 0) + 1;
    overall.set(lap, position);
    byClass.set(classKey, classPosition);
    entry.linePosition[lapIndex] = position;
    entry.classLinePosition[lapIndex] = classPosition;
  }

  return {
    cars,
    flagTimesMs: Float64Array.from(crossings, (crossing) => crossing.time),
    flags: crossings.map(({ carIndex, lapIndex }) => recording.cars[carIndex]?.laps.flag[lapIndex] ?? ''),
    finishTimeMs,
  };
}

/** The first crossing under the chequered flag or, in files without flags, the first after the scheduled end. */
function findFinishTime(recording: LapRecording): number | null {
  let finish = Number.POSITIVE_INFINITY;
  for (const { laps } of recording.cars) {
    laps.elapsedMs.forEach((time, i) => {
      const chequered =
        laps.flag[i] === 'FF' || (laps.flag[i] === '' && time >= recording.meta.scheduledDurationMs);
      if (chequered && time < finish) finish = time;
    });
  }
  return Number.isFinite(finish) ? finish : null;
}

function prefixIndex(car: RecordingCar, finishTimeMs: number | null, durationMs: number): CarIndex {
  const { laps } = car;
  const count = laps.lap.length;
  const pitStops = new Int32Array(count);
  const bestLapIndex = new Int32Array(count);
  const topSpeed = new Float64Array(count);
  const bestSector: CarIndex['bestSector'] = [
    new Float64Array(count),
    new Float64Array(count),
    new Float64Array(count),
  ];
  const sectors = [laps.s1Ms, laps.s2Ms, laps.s3Ms];
  let pits = 0;
  let best = -1;
  let fastest = Number.NaN;
  const bestSoFar = [Number.NaN, Number.NaN, Number.NaN];
  const lastLap = laps.lap[count - 1] ?? 0;
  const crossingByLap = new Float64Array(lastLap + 1).fill(Number.NaN);
  for (let i = 0; i < count; i++) {
    pits += laps.pitIn[i] ?? 0;
    pitStops[i] = pits;
    const time = laps.timeMs[i];
    const bestTime = best >= 0 ? laps.timeMs[best] : null;
    if (time != null && (bestTime == null || time < bestTime)) best = i;
    bestLapIndex[i] = best;
    const trap = laps.topSpeed[i];
    if (trap != null && !(trap <= fastest)) fastest = trap;
    topSpeed[i] = fastest;
    sectors.forEach((column, s) => {
      const value = column[i];
      if (value != null && !(value >= (bestSoFar[s] as number))) bestSoFar[s] = value;
      (bestSector[s] as Float64Array)[i] = bestSoFar[s] as number;
    });
    crossingByLap[laps.lap[i] as number] = laps.elapsedMs[i] as number;
  }

  const finishedAtMs =
    finishTimeMs == null ? null : (laps.elapsedMs.find((time) => time >= finishTimeMs) ?? null);
  const lastCrossing = laps.elapsedMs[count - 1] ?? 0;
  // The data says a car stopped for good only by its absence: it counts as out once it has missed
  // two of its usual laps, or at the end of the data.
  const outAtMs =
    finishedAtMs == null ? Math.min(lastCrossing + 2 * medianLapMs(laps.timeMs), durationMs) : null;

  return {
    car,
    linePosition: new Int32Array(count),
    classLinePosition: new Int32Array(count),
    pitStops,
    bestLapIndex,
    topSpeed,
    bestSector,
    crossingByLap,
    finishedAtMs,
    outAtMs,
  };
}

function medianLapMs(times: readonly (number | null)[]): number {
  const timed = times.filter((time): time is number => time != null).sort((a, b) => a - b);
  return timed[Math.floor(timed.length / 2)] ?? 240_000;
}
