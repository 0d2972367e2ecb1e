import type { TrendLine } from './trend-rules.ts';

/**
 * The value scale of a gap chart, kept for the field when a car is far behind it. A car hours down (repaired
 * in the garage, at the back of the overall view) would otherwise set the scale alone: at Le Mans, one car
 * 1,200 minutes behind flattens every battle of its class into the bottom pixel. Timing screens keep the
 * field readable and let such a car leave the chart at the top edge, named: so does this one.
 *
 * Far behind is Tukey's far-out rule, as a box plot marks its outliers: a car whose largest gap is more than
 * three interquartile ranges beyond the third quartile of every car's largest gap. The rule follows the
 * view it is given (a few minutes within a class, hours apart in the overall view, whose classes are all
 * kept) without a constant per race; `floor` (in the chart's unit) keeps on the scale any car that close to
 * the leader however tight the others are, and below four cars none is told apart. The scale then ends at
 * the largest gap of the cars kept, a real car's, not at the rule's limit.
 */

/** Below this many cars, no car's gap is far from the others' by any measure. */
const FEWEST_CARS = 4;
/** Tukey's "far out": beyond the third quartile by three interquartile ranges. */
const FAR_OUT = 3;

export interface GapScale {
  /** The top of the value axis; null when no car has a value. */
  max: number | null;
  /** The cars beyond it, by number, in the order given. */
  beyond: string[];
}

export function gapScale(lines: readonly Pick<TrendLine, 'number' | 'values'>[], floor: number): GapScale {
  const peaks = lines.flatMap((line) => {
    const values = line.values.filter((value): value is number => value !== null);
    return values.length === 0 ? [] : [{ number: line.number, peak: Math.max(...values) }];
  });
  if (peaks.length === 0) return { max: null, beyond: [] };
  const sorted = peaks.map(({ peak }) => peak).sort((a, b) => a - b);
  const limit =
    peaks.length < FEWEST_CARS
      ? Number.POSITIVE_INFINITY
      : Math.max(floor, quantile(sorted, 0.75) + FAR_OUT * (quantile(sorted, 0.75) - quantile(sorted, 0.25)));
  const kept = sorted.filter((peak) => peak <= limit);
  return {
    max: kept.length > 0 ? Math.max(...kept) : null,
    beyond: peaks.filter(({ peak }) => peak > limit).map(({ number }) => number),
  };
}

/** The `q` quantile of sorted values, between the two nearest (the usual linear interpolation). */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = sorted[Math.floor(at)] as number;
  const above = sorted[Math.ceil(at)] as number;
  return below + (above - below) * (at - Math.floor(at));
}

/**
 * The lines as drawn on a scale ending at `max`: a value beyond it is drawn on the top edge, and the hover
 * gives its real gap (`format`) rather than the edge's.
 */
export function onScale(
  lines: readonly TrendLine[],
  max: number,
  format: (value: number) => string,
): TrendLine[] {
  return lines.map((line) => {
    if (!line.values.some((value) => value !== null && value > max)) return line;
    return {
      ...line,
      values: line.values.map((value) => (value !== null && value > max ? max : value)),
      notes: line.values.map((value, index) =>
        value !== null && value > max ? format(value) : (line.notes?.[index] ?? null),
      ),
    };
  });
}
