import { useState } from 'react';
import { t } from '../i18n/i18n.ts';
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
      <ScrollBox className="detail-table-wrap" label={t('details.laps')}>
        <table className="detail-table lap-table">
          <thead>
            <tr>
              <th scope="col">{t('analysis.column.lap')}</th>
              {withDriver && <th scope="col">{t('details.driver')}</th>}
              <th scope="col">{t('analysis.chart.time')}</th>
              <th scope="col">{t('ranking.column.pos_full')}</th>
              <th scope="col">{t('ranking.column.gap')}</th>
              <th scope="col">{t('ranking.column.sector', { index: 1 })}</th>
              <th scope="col">{t('ranking.column.sector', { index: 2 })}</th>
              <th scope="col">{t('ranking.column.sector', { index: 3 })}</th>
              <th scope="col">{t('details.speed')}</th>
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
        <nav className="lap-pages" aria-label={t('laps.pages')}>
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
      <li data-highlight="best">{t('details.best_lap')}</li>
      <li data-highlight="pit">{t('laps.pit_stop')}</li>
      <li data-highlight="driver-change">{t('laps.driver_change')}</li>
    </ul>
  );
}
