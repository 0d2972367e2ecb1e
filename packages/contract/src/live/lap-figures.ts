import { z } from 'zod';

/**
 * The readings the organiser's document gives of a car's laps, in the live row's names, declared once: the
 * row's schema takes these fields, the parser reads the organiser's fields into them, the lap events carry
 * them whole, the projections keep each in the standing's column of the same name by its rule, and every copy
 * of a frame reads them from there. A figure is added here, in the parser and in the ranking's columns (with
 * a migration adding its column).
 */
const reading = z.number().nullable();

export const lapFiguresSchema = z.strictObject({
  /** km/h: the top speed of the car's last lap (the speed trap's reading on it). */
  speed: reading,
  /**
   * km/h: the highest top speed of the car's laps the session has seen (« Vmax »); null before the car's
   * first reading.
   */
  top_speed: reading,
});

export type LapFigures = z.infer<typeof lapFiguresSchema>;
export type LapFigure = keyof LapFigures;

type Reading = number | null;

/** How a car's figure moves on at a lap: from the one kept so far and the lap's reading. */
type FigureRule = (kept: Reading, lap: Reading, timed: boolean) => Reading;

/** The reading of the last timed lap: an untimed lap (one between two documents) has none of its own. */
const lastTimedLap: FigureRule = (kept, lap, timed) => (timed ? lap : kept);

/** The highest reading so far, whatever the lap's time says (the trap reads a car on every lap). */
const highest: FigureRule = (kept, lap) => (lap === null || (kept !== null && kept >= lap) ? kept : lap);

const RULES: Record<LapFigure, FigureRule> = { speed: lastTimedLap, top_speed: highest };

export const LAP_FIGURES = Object.keys(RULES) as LapFigure[];

/** The figures of a car before any reading. */
export const NO_LAP_FIGURES: Readonly<LapFigures> = Object.freeze(
  Object.fromEntries(LAP_FIGURES.map((figure) => [figure, null])) as LapFigures,
);

/** A car's figures after a lap, each by its rule. */
export function figuresAfterLap(kept: LapFigures, lap: LapFigures, timed: boolean): LapFigures {
  return Object.fromEntries(
    LAP_FIGURES.map((figure) => [figure, RULES[figure](kept[figure], lap[figure], timed)]),
  ) as LapFigures;
}
