/**
 * A class's order once the stops even out. A car's pit-adjusted time is its time at the class leader's laps
 * (its last crossing, plus the laps it is down at its pace), plus the stops it owes before the scheduled end at
 * the class's stop cost (and the stop it stands in, whose cost its out-lap still has to pay). Between two cars,
 * the adjusted gap is then the road gap plus the stops the one behind owes less those the one ahead owes.
 *
 * Only a running car passes another, and only one on its lap: a car laps down, in the pits, stopped or out keeps
 * its place behind the cars ahead of it on the road, whatever it owes less (a car in the garage owes nothing
 * because it may never come out; a car laps down would need the laps back first).
 */

export interface RoadCar {
  laps: number;
  lastCrossingMs: number;
  inPit: boolean;
  /** Stopped for good or out of the race. */
  out: boolean;
  paceMs: number | null;
  stopsOwed: number | null;
}

export interface AdjustedPlace {
  /** Its place in the class by laps, then by crossing, the cars out of the race last. */
  classPosition: number;
  pitAdjustedClassPosition: number | null;
  /** Behind the car ahead of it in the adjusted order, and behind that order's leader. */
  pitAdjustedGapMs: number | null;
  pitAdjustedClassLeaderGapMs: number | null;
}

/** The places of a class's cars, in the order given, once the stops even out at `stopCostMs` each. */
export function pitAdjustedOrder(cars: readonly RoadCar[], stopCostMs: number | null): AdjustedPlace[] {
  const road = cars
    .map((car, index) => ({ car, index }))
    // A car out of the race comes after those still in it, as the officials classify it.
    .sort(
      (a, b) =>
        Number(a.car.out) - Number(b.car.out) ||
        b.car.laps - a.car.laps ||
        a.car.lastCrossingMs - b.car.lastCrossingMs,
    );
  const leaderLaps = road[0]?.car.laps ?? 0;
  const adjusted = road.map(({ car, index }) => ({
    car,
    index,
    timeMs: adjustedTimeOf(car, leaderLaps, stopCostMs),
  }));
  // Insertion from the road order: a car moves up past each car it may pass and is ahead of once adjusted.
  for (let from = 1; from < adjusted.length; from++) {
    for (let at = from; at > 0; at--) {
      const behind = adjusted[at] as (typeof adjusted)[number];
      const ahead = adjusted[at - 1] as (typeof adjusted)[number];
      if (!passes(behind, ahead)) break;
      adjusted[at] = ahead;
      adjusted[at - 1] = behind;
    }
  }
  const places: AdjustedPlace[] = cars.map(() => ({
    classPosition: 0,
    pitAdjustedClassPosition: null,
    pitAdjustedGapMs: null,
    pitAdjustedClassLeaderGapMs: null,
  }));
  for (const [position, { index }] of road.entries())
    (places[index] as AdjustedPlace).classPosition = position + 1;
  const leader = adjusted.find((car) => car.timeMs !== null && !car.car.out);
  let previous: number | null = null;
  let position = 0;
  for (const { car, index, timeMs } of adjusted) {
    if (timeMs === null || car.out) continue;
    const place = places[index] as AdjustedPlace;
    position += 1;
    place.pitAdjustedClassPosition = position;
    place.pitAdjustedGapMs = previous === null ? null : Math.round(timeMs - previous);
    place.pitAdjustedClassLeaderGapMs =
      leader && leader.timeMs !== null && previous !== null ? Math.round(timeMs - leader.timeMs) : null;
    previous = timeMs;
  }
  return places;
}

function adjustedTimeOf(car: RoadCar, leaderLaps: number, stopCostMs: number | null): number | null {
  if (car.out || car.stopsOwed === null || stopCostMs === null) return null;
  const lapsDown = leaderLaps - car.laps;
  if (lapsDown > 0 && car.paceMs === null) return null;
  return (
    car.lastCrossingMs + lapsDown * (car.paceMs ?? 0) + (car.stopsOwed + (car.inPit ? 1 : 0)) * stopCostMs
  );
}

function passes(
  behind: { car: RoadCar; timeMs: number | null },
  ahead: { car: RoadCar; timeMs: number | null },
): boolean {
  if (behind.car.inPit || behind.car.out || behind.timeMs === null) return false;
  if (behind.car.laps !== ahead.car.laps) return false;
  // A car out of the race on the same lap is passed by any running car behind it.
  if (ahead.car.out) return true;
  return ahead.timeMs !== null && behind.timeMs < ahead.timeMs;
}
