import { z } from 'zod';
import type { Subclass } from '../subclasses.ts';
import { lapFiguresSchema } from './lap-figures.ts';

/**
 * A car's row of the live frame, in the field names of the product specification (part 1 §3): declared once,
 * here, as the schema its type is inferred from. The site reads the type only (through
 * `@lemans/contract`), never this module; the tests hold each copy of a frame to the schema.
 */

const numberOrNull = z.number().nullable();
/** Times of sectors 1, 2 and 3, ms; null for a sector not (yet) timed. */
const sectorTimes = z.tuple([numberOrNull, numberOrNull, numberOrNull]);
const subclass = z.enum(['PRO_AM'] as const satisfies readonly Subclass[]);

export const liveRowSchema = z.strictObject({
  entry_id: z.number(),
  participant_number: z.string(),
  team_name: z.string(),
  ranking: z.number(),
  category_position: z.number(),
  lap_count: z.number(),
  /** ms, null before the first timed lap. */
  last_lap_time: numberOrNull,
  best_lap_time: numberOrNull,
  /** ms behind the leader at the line, between their crossings of the car's last completed lap. */
  gap_time: z.number(),
  /**
   * In the organiser's wording: "" for the leader, "14.084", "2 Laps" (see gap-at-line.ts); a car out of the
   * race, in laps behind the leader as it stands (out-car-gaps.ts).
   */
  gap: z.string(),
  /** The readings of the car's laps (its speeds), declared with their rules in lap-figures.ts. */
  ...lapFiguresSchema.shape,
  car_state: z.string(),
  category_label: z.string(),
  /** The sub-class the entry list names within the category ('PRO_AM'), null for none. */
  subclass: subclass.nullable(),
  brand_name: z.string(),
  car_name: z.string(),
  current_driver_name: z.string(),
  current_driver_id: numberOrNull,
  current_sector: z.number(),
  position_change: z.number(),
  pit_stops: z.number(),
  nationality: z.string(),
  /**
   * ms to the car ahead overall, by the gap's rule between the two cars' crossings of the car's last
   * completed lap; null for the leader or when unknown. `interval` is written as `gap` is.
   */
  interval_time: numberOrNull,
  interval: z.string(),
  /** ms to the leader of the car's class, at the line; null for the class leader or when unknown. */
  class_gap_time: numberOrNull,
  class_gap: z.string(),
  /** ms to the car ahead in the class, at the line; null for the class leader or when unknown. */
  class_interval_time: numberOrNull,
  class_interval: z.string(),
  /** Sector times (ms) of the lap in progress, null until completed. */
  current_sectors: sectorTimes,
  /** Sector times of the last completed lap. */
  last_lap_sectors: sectorTimes,
  /** The car's best time in each sector of the session. */
  best_sectors: sectorTimes,
  /**
   * The lap the car had completed when it last entered the pit lane; null before its first stop, or when
   * its stops came before the session was first read (a session joined late).
   */
  last_pit_lap: numberOrNull,
  /** ms in the pits at its last stop; null while in the pits, before its first stop or when not timed. */
  last_pit_time: numberOrNull,
  /** How far `last_pit_time` may be from the real time: 0 when the source timed it, else the poll's. */
  last_pit_precision: numberOrNull,
  /**
   * Race time (ms) at which the car last crossed the line, null before its first crossing seen: with the
   * sector times of the lap in progress, where the car was at its last timing line (the circuit map).
   */
  last_crossing_time: numberOrNull,
  /** Overall and class positions at the start of the race hour in progress (where the car was first seen in the first). */
  hour_start_ranking: numberOrNull,
  hour_start_class_position: numberOrNull,
  /**
   * Race time (ms) of the first organiser document that no longer showed the car, while none has shown it
   * since: the row is then the car's last known one (see unseen-rows.ts). Null while the document shows it.
   */
  missing_since_time: numberOrNull,
});

export type LiveRow = z.infer<typeof liveRowSchema>;
export type SectorTimes = z.infer<typeof sectorTimes>;
