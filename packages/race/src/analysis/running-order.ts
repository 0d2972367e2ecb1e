import type { CarLap } from './car-lap.ts';

/** A gap at the line: milliseconds between two crossings of the same lap, and whole laps between the cars. */
export interface LineGap {
  ms: number;
  laps: number;
}

/** The crossings of one lap number by a group of cars, in time order. */
type CrossingsOfLap = { times: number[]; numbers: string[] };

/**
 * The running order of a group of cars (the whole field, or one class), read from their line crossings
 * alone, by the organiser's rule: at a crossing, the cars ahead are those that crossed the same lap
 * earlier; the leader is the first to have crossed it; a car is laps down only when the leader had crossed
 * the line that many laps further before it crossed.
 */
export class RunningOrder {
  readonly #byLap = new Map<number, CrossingsOfLap>();
  /** First crossing of each lap number, index = lap: the leader's. */
  readonly #first: number[] = [];

  constructor(laps: Iterable<CarLap>) {
    for (const lap of laps) {
      let crossings = this.#byLap.get(lap.lap);
      if (!crossings) {
        crossings = { times: [], numbers: [] };
        this.#byLap.set(lap.lap, crossings);
      }
      crossings.times.push(lap.crossedAtMs);
      crossings.numbers.push(lap.number);
    }
    for (const [lap, crossings] of this.#byLap) {
      const order = crossings.times
        .map((_, index) => index)
        .sort((a, b) => {
          const byTime = (crossings.times[a] as number) - (crossings.times[b] as number);
          if (byTime !== 0) return byTime;
          // Two crossings in the same millisecond: by number, as the search below compares them.
          return (crossings.numbers[a] as string) < (crossings.numbers[b] as string) ? -1 : 1;
        });
      crossings.times = order.map((index) => crossings.times[index] as number);
      crossings.numbers = order.map((index) => crossings.numbers[index] as string);
      this.#first[lap] = crossings.times[0] as number;
    }
  }

  /** The car's position at the end of this lap. */
  position(lap: CarLap): number {
    return this.#ahead(lap) + 1;
  }

  /** Its gap to the leader at that crossing. */
  gapToLeader(lap: CarLap): LineGap {
    const first = this.#first[lap.lap] ?? lap.crossedAtMs;
    // The leader's own crossing is not before itself: none of its laps are ahead of it.
    return {
      ms: lap.crossedAtMs - first,
      laps: Math.max(0, this.#leaderLapsBefore(lap.crossedAtMs) - lap.lap),
    };
  }

  /** Its interval to the car just ahead at that crossing; null for the leader. */
  interval(lap: CarLap): LineGap | null {
    const crossings = this.#byLap.get(lap.lap);
    const ahead = this.#ahead(lap);
    if (!crossings || ahead === 0) return null;
    const aheadAtMs = crossings.times[ahead - 1] as number;
    const aheadNumber = crossings.numbers[ahead - 1] as string;
    // The car ahead is a lap up when it crossed the next lap too before this car crossed.
    let laps = 0;
    while (this.#crossed(aheadNumber, lap.lap + laps + 1, lap.crossedAtMs)) laps++;
    return { ms: lap.crossedAtMs - aheadAtMs, laps };
  }

  /** The crossings of a lap number, in order: who crossed it, and when. */
  crossingsOf(lap: number): { numbers: readonly string[]; times: readonly number[] } | undefined {
    return this.#byLap.get(lap);
  }

  /** How many cars crossed this lap before this car did. */
  #ahead(lap: CarLap): number {
    const crossings = this.#byLap.get(lap.lap);
    if (!crossings) return 0;
    const { times, numbers } = crossings;
    let low = 0;
    let high = times.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const time = times[middle] as number;
      const before =
        time < lap.crossedAtMs || (time === lap.crossedAtMs && (numbers[middle] as string) < lap.number);
      if (before) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The most laps any car of the group had completed strictly before `atMs`. */
  #leaderLapsBefore(atMs: number): number {
    let low = 0;
    let high = this.#first.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      const first = this.#first[middle];
      if (first !== undefined && first < atMs) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  #crossed(number: string, lap: number, beforeMs: number): boolean {
    const crossings = this.#byLap.get(lap);
    if (!crossings) return false;
    for (
      let index = 0;
      index < crossings.times.length && (crossings.times[index] as number) < beforeMs;
      index++
    ) {
      if (crossings.numbers[index] === number) return true;
    }
    return false;
  }
}
