import type { LiveRow } from '@lemans/contract';
import { type LapFigure, NO_LAP_FIGURES } from '@lemans/contract/lap-figures';

/**
 * What a live row says beyond the organiser's document, as the fold of the events keeps it for each car (the
 * projections' standing): ingest, the API's rebuilt frame and time travel all show the same.
 */
export type CarTiming = Pick<
  LiveRow,
  | 'interval_time'
  | 'interval'
  | 'class_gap_time'
  | 'class_gap'
  | 'class_interval_time'
  | 'class_interval'
  | 'current_sectors'
  | 'last_lap_sectors'
  | 'best_sectors'
  | 'last_pit_lap'
  | 'last_pit_time'
  | 'last_pit_precision'
  | 'last_crossing_time'
  | 'hour_start_ranking'
  | 'hour_start_class_position'
  | 'position_change'
  | LapFigure
>;

/** The timing of a car the events say nothing about yet. */
export const NO_CAR_TIMING: Readonly<CarTiming> = Object.freeze<CarTiming>({
  interval_time: null,
  interval: '',
  class_gap_time: null,
  class_gap: '',
  class_interval_time: null,
  class_interval: '',
  current_sectors: [null, null, null],
  last_lap_sectors: [null, null, null],
  best_sectors: [null, null, null],
  last_pit_lap: null,
  last_pit_time: null,
  last_pit_precision: null,
  last_crossing_time: null,
  hour_start_ranking: null,
  hour_start_class_position: null,
  position_change: 0,
  ...NO_LAP_FIGURES,
});
