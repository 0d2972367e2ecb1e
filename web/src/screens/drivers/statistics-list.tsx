import { formatDriverLapTime, formatSector, formatSpeed } from './driver-format.ts';
import type { Statistics } from './driver-types.ts';

/** The statistics tiles shared by the driver and car pages (spec part 2 §3, statistics). */
export function StatisticsList({
  statistics,
  sectors = false,
}: {
  statistics: Statistics;
  sectors?: boolean;
}) {
  const tiles: [string, string][] = [
    ['Sessions', String(statistics.total_sessions ?? 0)],
    ['Tours', String(statistics.total_laps ?? 0)],
    ['Meilleure position', statistics.best_position ? `P${statistics.best_position}` : '-'],
    ['Meilleur tour', formatDriverLapTime(statistics.best_lap_time)],
    ['Tour moyen', formatDriverLapTime(statistics.avg_lap_time)],
    ['Vitesse max', formatSpeed(statistics.max_speed)],
  ];
  if (sectors) {
    tiles.push(
      ['Meilleur secteur 1', formatSector(statistics.best_sector1)],
      ['Meilleur secteur 2', formatSector(statistics.best_sector2)],
      ['Meilleur secteur 3', formatSector(statistics.best_sector3)],
    );
  }
  return (
    <ul className="detail-stats">
      {tiles.map(([label, value]) => (
        <li key={label} data-stat={label}>
          <span className="muted">{label}</span>
          <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}
