import type { Statistics } from '../api/types.ts';
import { formatLapTimeHundredths, formatPosition, formatSpeed } from '../format/lap-details.ts';
import { t } from '../i18n/i18n.ts';
import { StatTiles } from './stat-tiles.tsx';

/** The statistics tiles of the driver and car pages (spec part 2 §3, statistics). */
export function StatisticsList({ statistics }: { statistics: Statistics }) {
  return (
    <StatTiles
      name="stat"
      tiles={[
        { key: 'sessions', label: t('team.sessions'), value: String(statistics.total_sessions ?? 0) },
        { key: 'laps', label: t('details.laps'), value: String(statistics.total_laps ?? 0) },
        {
          key: 'best-position',
          label: t('team.best_position'),
          value: formatPosition(statistics.best_position),
        },
        {
          key: 'best-lap',
          label: t('details.best_lap'),
          value: formatLapTimeHundredths(statistics.best_lap_time),
        },
        {
          key: 'avg-lap',
          label: t('team.average_lap'),
          value: formatLapTimeHundredths(statistics.avg_lap_time),
        },
        { key: 'speed', label: t('team.top_speed'), value: formatSpeed(statistics.max_speed) },
      ]}
    />
  );
}
