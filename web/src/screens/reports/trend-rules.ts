import type { ReportCarTrend } from '../../api/types.ts';
import { type CategoryGroup, categoryGroupOf } from '../../format/categories.ts';

/** One car's line on a trend chart. */
export interface TrendLine {
  number: string;
  team: string;
  color: string;
  values: readonly (number | null)[];
  /** What the hover caption says of a value instead of its number ("+2 tours"), where it says more. */
  notes?: readonly (string | null)[];
}

/** The class chips of the charts; null shows every car. */
export type ClassFilter = CategoryGroup | null;

/** The golden angle spreads any number of hues evenly: neighbours in the list never look alike. */
const GOLDEN_ANGLE = 137.508;

/**
 * A colour per car, distinct from the other cars of its class: the cars of a class, by race number, take
 * hues a golden angle apart, every other one darker. A car keeps its colour whichever class is shown.
 */
export function carColors(cars: readonly ReportCarTrend[]): Map<string, string> {
  const seen = new Map<CategoryGroup | null, number>();
  const colors = new Map<string, string>();
  for (const car of cars) {
    const group = categoryGroupOf(car.category_label);
    const index = seen.get(group) ?? 0;
    seen.set(group, index + 1);
    const hue = Math.round((index * GOLDEN_ANGLE) % 360);
    colors.set(car.number, `hsl(${hue} 75% ${index % 2 === 0 ? 42 : 58}%)`);
  }
  return colors;
}

/** The cars of one class (every car for null), in the order given. */
export function carsOfClass(cars: readonly ReportCarTrend[], filter: ClassFilter): readonly ReportCarTrend[] {
  return filter === null ? cars : cars.filter((car) => categoryGroupOf(car.category_label) === filter);
}

const MS_PER_MINUTE = 60_000;

/** Each car's overall position and its gap to the leader in minutes, lap by lap. */
export function trendLines(
  cars: readonly ReportCarTrend[],
  colors: ReadonlyMap<string, string>,
): { positions: TrendLine[]; gaps: TrendLine[] } {
  const line = (car: ReportCarTrend, values: readonly (number | null)[]): TrendLine => ({
    number: car.number,
    team: car.team,
    color: colors.get(car.number) ?? '#6B7280',
    values,
  });
  return {
    positions: cars.map((car) => line(car, car.positions)),
    gaps: cars.map((car) =>
      line(
        car,
        car.gaps_ms.map((gap) => (gap === null ? null : gap / MS_PER_MINUTE)),
      ),
    ),
  };
}

/**
 * The line nearest a point of the chart at one lap: the smallest distance between `target` and each line's
 * value there, as `distance` measures it (pixels on the chart). Null when no line has a value at that lap.
 */
export function nearestLine(
  lines: readonly TrendLine[],
  lapIndex: number,
  distance: (value: number) => number,
): number | null {
  let nearest: number | null = null;
  let best = Number.POSITIVE_INFINITY;
  lines.forEach((line, index) => {
    const value = line.values[lapIndex];
    if (value == null) return;
    const gap = distance(value);
    if (gap < best) {
      best = gap;
      nearest = index;
    }
  });
  return nearest;
}
