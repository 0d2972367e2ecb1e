import { formatLapTime } from '../../format/timing.ts';
import { t } from '../../i18n/i18n.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { NO_CLASS_GAP } from './class-gaps.ts';

/**
 * A car as the map's caption details it: number, team, driver, class place, gap in class (`classGap`, as the
 * ranking words it, « leader » for the class's leader, see class-gaps.ts; NO_CLASS_GAP when unknown), last lap.
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
        gap: classGap || NO_CLASS_GAP,
        lap: formatLapTime(row.last_lap_time),
      })}
    </>
  );
}
