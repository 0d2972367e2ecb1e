import { memo } from 'react';
import { useLocation } from 'wouter';
import { formatGap, formatLapTime } from '../../format/timing.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { carStateLabel, rankBadge } from './car-state.ts';

/**
 * One car of the ranking table. Memoised on the row object: the live store keeps the object of a car that
 * did not change, so one changed car re-renders one row.
 */
export const RankingRow = memo(function RankingRow({ row }: { row: ShownRow }) {
  const [, navigate] = useLocation();
  const flags = row.flags;
  const classes = [
    'ranking-row',
    flags?.position_changed ? (flags.position_change > 0 ? 'gained' : 'lost') : '',
    flags?.lap_changed || flags?.time_changed ? 'new-lap' : '',
    flags?.sector_changed ? 'new-sector' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const open = () => navigate(`/equipes/${row.entry_id}`);
  return (
    <tr
      className={classes}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === 'Enter') open();
      }}
      tabIndex={0}
      data-number={row.participant_number}
    >
      <td>
        <span className={`rank-badge ${rankBadge(row.ranking)}`}>{row.ranking}</span>
      </td>
      <th scope="row">
        <span className="car-number" style={{ borderColor: categoryColour(row.category_label) }}>
          {row.participant_number}
        </span>{' '}
        {row.team_name}
        <span className="muted car-name"> {row.car_name}</span>
      </th>
      <td>{row.current_driver_name}</td>
      <td className="numeric">{row.lap_count}</td>
      <td className="numeric">{formatLapTime(row.last_lap_time)}</td>
      <td className="numeric">{formatLapTime(row.best_lap_time)}</td>
      <td className="numeric">
        {row.ranking === 1 ? '' : /Lap/.test(row.gap) ? lapsBehind(row.gap) : formatGap(row.gap_time)}
      </td>
      <td className="numeric">{row.speed == null ? '-' : row.speed.toFixed(1)}</td>
      <td>{carStateLabel(row.car_state)}</td>
    </tr>
  );
});

/** "3 Laps" from the organiser reads "+3 tours". */
function lapsBehind(gap: string): string {
  const laps = Number.parseInt(gap, 10);
  return `+${laps} ${laps > 1 ? 'tours' : 'tour'}`;
}

function categoryColour(label: string): string {
  return label === 'Hypercar'
    ? 'var(--hypercar)'
    : label === 'LMP2'
      ? 'var(--lmp2)'
      : label === 'LMGT3'
        ? 'var(--lmgt3)'
        : 'var(--other)';
}
