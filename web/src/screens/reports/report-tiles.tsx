import type { SessionReport } from '../../api/types.ts';
import { formatDuration } from '../../format/durations.ts';
import { formatLapTimeHundredths } from '../../format/lap-details.ts';

/** The report's statistics (spec part 2 §3): cars, laps, fastest and average lap, duration. */
export function ReportTiles({ statistics }: { statistics: SessionReport['statistics'] }) {
  const tiles = [
    { key: 'cars', label: 'Voitures', value: String(statistics.total_participants) },
    { key: 'laps', label: 'Tours', value: statistics.total_laps.toLocaleString('fr-FR') },
    { key: 'fastest', label: 'Meilleur tour', value: formatLapTimeHundredths(statistics.fastest_lap_time) },
    { key: 'average', label: 'Tour moyen', value: formatLapTimeHundredths(statistics.average_lap_time) },
    { key: 'duration', label: 'Durée', value: formatDuration(statistics.session_duration) },
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
