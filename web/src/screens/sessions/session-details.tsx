import type { LiveFrame } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';
import { formatCount } from '../../format/numbers.ts';
import { formatLapTime } from '../../format/timing.ts';
import { SessionCarsTable } from './session-cars-table.tsx';
import { byRanking, sessionTiles, SESSIONS_TEXT as TEXT } from './sessions-rules.ts';

/**
 * An expanded session: its summary tiles and its cars, from GET /api/live?sessionId=. A failed load shows
 * as a session without cars (spec part 2 §8).
 */
export function SessionDetails({ sessionId }: { sessionId: string }) {
  const [answer] = useFetched<LiveFrame>(`/live?sessionId=${encodeURIComponent(sessionId)}`);
  if (answer.state === 'loading') return <p className="muted">{TEXT.carsLoading}</p>;

  const rows = answer.state === 'loaded' ? byRanking(answer.data.data) : [];
  const tiles = sessionTiles(rows);
  const shown = [
    { key: 'cars', label: TEXT.cars, value: String(tiles.cars) },
    { key: 'active-cars', label: TEXT.activeCars, value: String(tiles.activeCars) },
    { key: 'total-laps', label: TEXT.totalLaps, value: formatCount(tiles.totalLaps) },
    { key: 'best-time', label: TEXT.bestTime, value: formatLapTime(tiles.bestTime) },
  ];
  return (
    <div className="session-details">
      <dl className="session-tiles">
        {shown.map((tile) => (
          <div key={tile.key} className="session-tile" data-tile={tile.key}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? <p className="muted">{TEXT.noCars}</p> : <SessionCarsTable rows={rows} />}
    </div>
  );
}
