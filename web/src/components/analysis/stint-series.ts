import type { ProgressLapRow } from '@lemans/contract';

/** Two shades per hue, hues a golden angle apart: neighbouring stints never look alike. */
const GOLDEN_ANGLE = 137.508;

/** Clean laps slower than this share of the median (a slow zone, a problem on track) sit off the default scale. */
const OFF_SCALE = 1.15;

export interface StintLine {
  stint: number;
  color: string;
  /** Lap time in seconds at each lap of `x`, null where the lap is not this stint's or not clean. */
  times: (number | null)[];
}

/**
 * The lap chart's data: lap numbers on x, one line per stint holding its clean laps only (an out-lap of ten
 * minutes would flatten three and a half minutes of racing laps into a line), the median clean lap and the
 * scale to open on.
 */
export function stintSeries(laps: readonly ProgressLapRow[]): {
  x: number[];
  stints: StintLine[];
  medianS: number | null;
  /** The default scale: the fastest clean lap to the slowest that is not off the scale, a second of margin. */
  rangeS: [number, number] | null;
} {
  const numbers = [...new Set(laps.map((lap) => lap.stint))].sort((a, b) => a - b);
  const stints = numbers.map((stint, index) => ({
    stint,
    color: `hsl(${Math.round((index * GOLDEN_ANGLE) % 360)} 70% ${index % 2 === 0 ? 40 : 55}%)`,
    times: laps.map((lap) =>
      lap.stint === stint && lap.clean && lap.time_ms !== null ? lap.time_ms / 1000 : null,
    ),
  }));
  const clean = laps
    .filter((lap) => lap.clean && lap.time_ms !== null)
    .map((lap) => (lap.time_ms as number) / 1000)
    .sort((a, b) => a - b);
  const medianS = clean.length === 0 ? null : (clean[clean.length >> 1] as number);
  const onScale = clean.filter((seconds) => medianS !== null && seconds <= medianS * OFF_SCALE);
  const rangeS: [number, number] | null =
    onScale.length === 0 ? null : [(onScale[0] as number) - 1, (onScale.at(-1) as number) + 1];
  return { x: laps.map((lap) => lap.lap), stints, medianS, rangeS };
}
