import type { Statistics } from '../api/types.ts';
import { formatLapTimeHundredths, formatPosition, formatSpeed } from '../format/lap-details.ts';
import { StatTiles } from './stat-tiles.tsx';

/** The statistics tiles of the driver and car pages (spec part 2 §3, statistics). */
export function StatisticsList({ statistics }: { statistics: Statistics }) {
  return (
    <StatTiles
      name="stat"
      tiles={[
        { key: 'sessions', label: 'Sessions', value: String(statistics.total_sessions ?? 0) },
        { key: 'laps', label: 'Tours', value: String(statistics.total_laps ?? 0) },
        {
          key: 'best-position',
          label: 'Meilleure position',
          value: formatPosition(statistics.best_position),
        },
        { key: 'best-lap', label: 'Meilleur tour', value: formatLapTimeHundredths(statistics.best_lap_time) },
        { key: 'avg-lap', label: 'Tour moyen', value: formatLapTimeHundredths(statistics.avg_lap_time) },
        { key: 'speed', label: 'Vitesse max', value: formatSpeed(statistics.max_speed) },
      ]}
    />
  );
}
