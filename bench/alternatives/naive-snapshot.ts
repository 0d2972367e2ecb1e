import type { LapRecording } from '@lemans/race';

/**
 * The classification at a race time computed the straightforward way, as one would without an index:
 * filter every lap of every car by time, then sort and look the gaps up by scanning. Only the fields that
 * cost something are computed; it stands for the alternative in the benchmark, not for production use.
 */
export function naiveClassificationAt(recording: LapRecording, raceTimeMs: number) {
  const cars = recording.cars.map((car) => {
    const done = car.laps.elapsedMs
      .map((elapsed, i) => ({
        elapsed,
        lap: car.laps.lap[i] as number,
        time: car.laps.timeMs[i] ?? null,
        pit: car.laps.pitIn[i] === 1,
        top: car.laps.topSpeed[i] ?? null,
      }))
      .filter((lap) => lap.elapsed <= raceTimeMs);
    const last = done[done.length - 1];
    const timed = done.filter((lap) => lap.time != null).map((lap) => lap.time as number);
    return {
      number: car.number,
      category: car.category,
      laps: last?.lap ?? 0,
      lastCrossing: last?.elapsed ?? Number.POSITIVE_INFINITY,
      bestLap: timed.length > 0 ? Math.min(...timed) : 0,
      pitstop: done.filter((lap) => lap.pit).length,
      topSpeed: Math.max(0, ...done.map((lap) => lap.top ?? 0)),
      done,
    };
  });
  cars.sort((a, b) => b.laps - a.laps || a.lastCrossing - b.lastCrossing);
  const leader = cars[0];
  return cars.map((car, i) => {
    const leaderAtLap = leader?.done.find((lap) => lap.lap === car.laps);
    return {
      ranking: i + 1,
      number: car.number,
      lap: car.laps,
      bestlapTime: car.bestLap,
      pitstop: car.pitstop,
      topSpeed: car.topSpeed,
      gapTime: leaderAtLap ? car.lastCrossing - leaderAtLap.elapsed : 0,
    };
  });
}
