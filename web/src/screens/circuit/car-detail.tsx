import { formatLapTime } from '../../format/timing.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { gapText } from '../live/ranking-cells.ts';

/** A car as the map's caption details it: number, team, driver, class place, gap in class, last lap. */
export function CarDetail({ row }: { row: ShownRow }) {
  return (
    <>
      <strong>
        #{row.participant_number} {row.team_name}
      </strong>{' '}
      · {row.current_driver_name || '-'} · {row.category_label} P{row.category_position} · écart{' '}
      {gapText(row.class_gap_time, row.class_gap) || 'leader'} · dernier tour{' '}
      {formatLapTime(row.last_lap_time)}
    </>
  );
}
