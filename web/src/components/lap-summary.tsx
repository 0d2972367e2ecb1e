import type { LapResponse } from '../api/types.ts';
import { formatLapTimeHundredths, formatPosition } from '../format/lap-details.ts';
import { t } from '../i18n/i18n.ts';
import { StatTiles } from './stat-tiles.tsx';

/** A car's or a driver's session at a glance, above its laps: laps, best and average lap, best position. */
export function LapSummary({ data }: { data: LapResponse }) {
  return (
    <StatTiles
      name="summary"
      className="lap-summary"
      tiles={[
        { key: 'laps', label: t('details.laps'), value: String(data.total_laps) },
        { key: 'best', label: t('details.best_lap'), value: formatLapTimeHundredths(data.best_lap_time) },
        { key: 'avg', label: t('team.average_lap'), value: formatLapTimeHundredths(data.avg_lap_time) },
        { key: 'position', label: t('team.best_position'), value: formatPosition(data.best_position) },
      ]}
    />
  );
}
