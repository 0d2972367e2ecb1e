import type { CarProgressRow, DriveTimeRow } from '@lemans/contract';
import { formatGapOrLaps } from '../../components/analysis/analysis-format.ts';
import { type CategoryGroup, categoryGroupOf } from '../../format/categories.ts';
import type { TrendLine } from './trend-rules.ts';

/** A car the comparison may show. */
export interface ComparableCar {
  entryId: number;
  number: string;
  team: string;
  group: CategoryGroup | null;
}

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 5;

/** The session's cars, one per entry, from its drive-time rows (every car that drove has some). */
export function comparableCars(rows: readonly DriveTimeRow[]): ComparableCar[] {
  const cars = new Map<number, ComparableCar>();
  for (const row of rows) {
    if (!cars.has(row.entry_id)) {
      cars.set(row.entry_id, {
        entryId: row.entry_id,
        number: row.participant_number,
        team: row.team,
        group: categoryGroupOf(row.category),
      });
    }
  }
  return [...cars.values()];
}

/**
 * The cars chosen next after a click: a chosen car leaves (never below two), another joins (never above
 * five: the oldest choice makes way).
 */
export function toggledChoice(chosen: readonly number[], entryId: number): number[] {
  if (chosen.includes(entryId)) {
    return chosen.length > MIN_COMPARED ? chosen.filter((id) => id !== entryId) : [...chosen];
  }
  const next = [...chosen, entryId];
  return next.length > MAX_COMPARED ? next.slice(next.length - MAX_COMPARED) : next;
}

const MS_PER_SECOND = 1000;

/**
 * The comparison's lines, lap by lap: class position, gap to the class leader and interval to the car just
 * ahead in the class (seconds; a car laps down says so in laps when hovered).
 */
export function classLines(
  cars: readonly CarProgressRow[],
  colors: readonly string[],
): { lapCount: number; positions: TrendLine[]; gaps: TrendLine[]; intervals: TrendLine[] } {
  const lapCount = Math.max(0, ...cars.flatMap((car) => car.laps.map((lap) => lap.lap)));
  const byLap = <T>(car: CarProgressRow, value: (lap: CarProgressRow['laps'][number]) => T | null) => {
    const values: (T | null)[] = new Array(lapCount).fill(null);
    for (const lap of car.laps) values[lap.lap - 1] = value(lap);
    return values;
  };
  const line = (
    car: CarProgressRow,
    index: number,
    values: (number | null)[],
    notes?: (string | null)[],
  ) => ({
    number: car.participant_number,
    team: car.team,
    color: colors[index % colors.length] as string,
    values,
    notes,
  });
  return {
    lapCount,
    positions: cars.map((car, index) =>
      line(
        car,
        index,
        byLap(car, (lap) => lap.class_position),
      ),
    ),
    gaps: cars.map((car, index) =>
      line(
        car,
        index,
        byLap(car, (lap) => lap.class_gap_ms / MS_PER_SECOND),
        byLap(car, (lap) => formatGapOrLaps(lap.class_gap_ms, lap.class_gap_laps)),
      ),
    ),
    intervals: cars.map((car, index) =>
      line(
        car,
        index,
        byLap(car, (lap) => (lap.interval_ms === null ? null : lap.interval_ms / MS_PER_SECOND)),
        byLap(car, (lap) =>
          lap.interval_ms === null ? null : formatGapOrLaps(lap.interval_ms, lap.interval_laps),
        ),
      ),
    ),
  };
}
