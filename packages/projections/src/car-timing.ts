import { LAP_FIGURES } from '@lemans/contract/lap-figures';
import type { CarTiming } from '@lemans/race';
import { columnsOf } from './columns-of.ts';
import type { StandingRow } from './projection-model.ts';

/** The standing's columns a live row's timing is read from (among `LIVE_ROW_STANDING_COLUMNS`). */
export const TIMING_COLUMNS = [
  'interval_ms',
  'interval_text',
  'class_gap_ms',
  'class_gap_text',
  'class_interval_ms',
  'class_interval_text',
  'lap_sector1_ms',
  'lap_sector2_ms',
  'lap_sector3_ms',
  'last_sector1_ms',
  'last_sector2_ms',
  'last_sector3_ms',
  'best_sector1_ms',
  'best_sector2_ms',
  'best_sector3_ms',
  'last_pit_lap',
  'last_pit_ms',
  'last_pit_precision_ms',
  'last_crossing_ms',
  'hour_start_ranking',
  'hour_start_class_position',
  'position_change',
  ...LAP_FIGURES,
] as const satisfies readonly (keyof StandingRow)[];

export type StandingTiming = Pick<StandingRow, (typeof TIMING_COLUMNS)[number]>;

export function carTimingOf(standing: StandingTiming): CarTiming {
  return {
    interval_time: standing.interval_ms,
    interval: standing.interval_text,
    class_gap_time: standing.class_gap_ms,
    class_gap: standing.class_gap_text,
    class_interval_time: standing.class_interval_ms,
    class_interval: standing.class_interval_text,
    current_sectors: [standing.lap_sector1_ms, standing.lap_sector2_ms, standing.lap_sector3_ms],
    last_lap_sectors: [standing.last_sector1_ms, standing.last_sector2_ms, standing.last_sector3_ms],
    best_sectors: [standing.best_sector1_ms, standing.best_sector2_ms, standing.best_sector3_ms],
    last_pit_lap: standing.last_pit_lap,
    last_pit_time: standing.last_pit_ms,
    last_pit_precision: standing.last_pit_precision_ms,
    last_crossing_time: standing.last_crossing_ms,
    hour_start_ranking: standing.hour_start_ranking,
    hour_start_class_position: standing.hour_start_class_position,
    position_change: standing.position_change,
    ...columnsOf(standing, LAP_FIGURES),
  };
}
