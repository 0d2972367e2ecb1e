import type { LapResponse } from '../api/types.ts';
import { formatLapTimeHundredths, formatPosition } from '../format/lap-details.ts';
import { StatTiles } from './stat-tiles.tsx';

/** A car's or a driver's session at a glance, above its laps: laps, best and average lap, best position. */
export function LapSummary({ data }: { data: LapResponse }) {
  return (
    <StatTiles
      name="summary"
      className="lap-summary"
      tiles={[
        { key: 'laps', label: 'Tours', value: String(data.total_laps) },
        { key: 'best', label: 'Meilleur tour', value: formatLapTimeHundredths(data.best_lap_time) },
        { key: 'avg', label: 'Tour moyen', value: formatLapTimeHundredths(data.avg_lap_time) },
        { key: 'position', label: 'Meilleure position', value: formatPosition(data.best_position) },
      ]}
    />
  );
}
