import type { LiveRow } from '../../api/types.ts';
import { categoryColor } from '../../format/categories.ts';
import { formatSpeed } from '../../format/lap-details.ts';
import { formatLapTime } from '../../format/timing.ts';
import { t } from '../../i18n/i18n.ts';
import { carStateLabel, rankBadge } from '../live/ranking/car-state.ts';
import { SESSIONS_COLUMNS, SESSIONS_TEXT as TEXT } from './sessions-rules.ts';
// The table, car number and position badges look as on the live ranking.
import '../live/ranking/rank-badge.css';
import '../live/ranking/ranking-page.css';

/** One session's cars in classification order (spec part 2 §3 live entry row; lap times as §9 asks). */
export function SessionCarsTable({ rows }: { rows: readonly LiveRow[] }) {
  return (
    <div className="table-scroll">
      <table className="ranking-table session-cars">
        <caption className="visually-hidden">{TEXT.carsCaption}</caption>
        <thead>
          <tr>
            {SESSIONS_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const color = categoryColor(row.category_label);
            return (
              <tr key={row.entry_id} data-number={row.participant_number}>
                <td>
                  <span className={`rank-badge ${rankBadge(row.ranking)}`}>{row.ranking || '-'}</span>
                </td>
                <td>
                  <span className="car-number" style={{ borderColor: color }}>
                    {row.participant_number}
                  </span>
                </td>
                <th scope="row">{row.team_name}</th>
                <td className="session-car">{row.car_name}</td>
                <td className="session-category" style={{ color }}>
                  {row.category_label}
                </td>
                <td className="numeric">{row.lap_count}</td>
                <td className="numeric">{formatLapTime(row.last_lap_time)}</td>
                <td className="numeric">{formatLapTime(row.best_lap_time)}</td>
                <td className="numeric">{formatSpeed(row.speed)}</td>
                <td>{carStateLabel(row.car_state)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
