import { formatLapTime } from '../../format/timing.ts';
import { t } from '../../i18n/i18n.ts';
import type { ShownRow } from '../../stores/live-rules.ts';

/**
 * A car as the map's caption details it: number, team, driver, class place, gap in class (`classGap`, as the
 * ranking words it, see class-gaps.ts; '' for the class's leader), last lap.
 */
export function CarDetail({ row, classGap }: { row: ShownRow; classGap: string }) {
  return (
    <>
      <strong>
        #{row.participant_number} {row.team_name}
      </strong>{' '}
      {t('circuit.car_detail', {
        driver: row.current_driver_name || '-',
        category: row.category_label,
        position: row.category_position,
        gap: classGap || t('circuit.leader'),
        lap: formatLapTime(row.last_lap_time),
      })}
    </>
  );
}
