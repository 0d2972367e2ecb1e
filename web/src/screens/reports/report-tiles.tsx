import type { SessionReport } from '../../api/types.ts';
import { formatDuration } from '../../format/durations.ts';
import { formatLapTimeHundredths } from '../../format/lap-details.ts';
import { t } from '../../i18n/i18n.ts';

/** The report's statistics (spec part 2 §3): cars, laps, fastest and average lap, duration. */
export function ReportTiles({ statistics }: { statistics: SessionReport['statistics'] }) {
  const tiles = [
    { key: 'cars', label: t('race_control.cars'), value: String(statistics.total_participants) },
    { key: 'laps', label: t('details.laps'), value: t('report.number', { value: statistics.total_laps }) },
    {
      key: 'fastest',
      label: t('details.best_lap'),
      value: formatLapTimeHundredths(statistics.fastest_lap_time),
    },
    {
      key: 'average',
      label: t('team.average_lap'),
      value: formatLapTimeHundredths(statistics.average_lap_time),
    },
    {
      key: 'duration',
      label: t('analysis.column.duration'),
      value: formatDuration(statistics.session_duration),
    },
  ];
  return (
    <ul className="report-tiles">
      {tiles.map((tile) => (
        <li key={tile.key} className="card" data-tile={tile.key}>
          <strong>{tile.value}</strong>
          <span>{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}
