import { useState } from 'react';
import './detail.css';
import type { Lap } from '../api/types.ts';
import {
  formatLapGap,
  formatLapTimeHundredths,
  formatPosition,
  formatSector,
  formatSpeed,
} from '../format/lap-details.ts';
import { lapHighlight, lapPage } from './lap-rules.ts';
import './lap-table.css';
import { ScrollBox } from './scroll-box.tsx';

/**
 * The lap-by-lap table of a session (spec part 2 §2, §9): best lap yellow, pit stop blue, driver change
 * green, 50 laps a page with numbered page buttons. `withDriver` adds the driver of each lap, for a car's
 * laps. A new set of laps is a new table (the pages remount it), so the page starts at 1.
 */
export function LapTable({ laps, withDriver = false }: { laps: readonly Lap[]; withDriver?: boolean }) {
  const [page, setPage] = useState(1);
  const shown = lapPage(laps, page);
  return (
    <>
      <ScrollBox className="detail-table-wrap" label="Tours">
        <table className="detail-table lap-table">
          <thead>
            <tr>
              <th scope="col">Tour</th>
              {withDriver && <th scope="col">Pilote</th>}
              <th scope="col">Temps</th>
              <th scope="col">Position</th>
              <th scope="col">Écart</th>
              <th scope="col">S1</th>
              <th scope="col">S2</th>
              <th scope="col">S3</th>
              <th scope="col">Vitesse</th>
            </tr>
          </thead>
          <tbody>
            {shown.laps.map((lap) => (
              <tr
                key={lap.lap_number}
                data-lap={lap.lap_number}
                data-highlight={lapHighlight(lap) ?? undefined}
              >
                <td>{lap.lap_number}</td>
                {withDriver && <td>{lap.driver_name || '-'}</td>}
                <td>{formatLapTimeHundredths(lap.lap_time)}</td>
                <td>{formatPosition(lap.position)}</td>
                <td>{formatLapGap(lap.gap_to_leader)}</td>
                <td>{formatSector(lap.sector1_time)}</td>
                <td>{formatSector(lap.sector2_time)}</td>
                <td>{formatSector(lap.sector3_time)}</td>
                <td>{formatSpeed(lap.speed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {shown.pages > 1 && (
        <nav className="lap-pages" aria-label="Pages des tours">
          {Array.from({ length: shown.pages }, (_, index) => index + 1).map((number) => (
            <button
              key={number}
              type="button"
              aria-current={number === shown.page ? 'page' : undefined}
              onClick={() => setPage(number)}
            >
              {number}
            </button>
          ))}
        </nav>
      )}
    </>
  );
}

/** What the table's colours mean. */
export function LapLegend() {
  return (
    <ul className="lap-legend">
      <li data-highlight="best">Meilleur tour</li>
      <li data-highlight="pit">Arrêt au stand</li>
      <li data-highlight="driver-change">Changement de pilote</li>
    </ul>
  );
}
