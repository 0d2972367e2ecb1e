import { formatLapTime } from '../../format/timing.ts';
import { t } from '../../i18n/i18n.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { gapText } from '../live/ranking-cells.ts';

/** A car as the map's caption details it: number, team, driver, class place, gap in class, last lap. */
export function CarDetail({ row }: { row: ShownRow }) {
  return (
    <>
      <strong>
        #{row.participant_number} {row.team_name}
      </strong>{' '}
      {t('circuit.car_detail', {
        driver: row.current_driver_name || '-',
        category: row.category_label,
        position: row.category_position,
        gap: gapText(row.class_gap_time, row.class_gap) || t('circuit.leader'),
        lap: formatLapTime(row.last_lap_time),
      })}
    </>
  );
}
