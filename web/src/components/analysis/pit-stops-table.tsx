import type { PitStopRow } from '@lemans/contract';
import { formatLapTimeHundredths } from '../../format/lap-details.ts';
import { t } from '../../i18n/i18n.ts';
import { ScrollBox } from '../scroll-box.tsx';
import { formatPitTime, formatPositions, formatRaceClock, formatTimeLost } from './analysis-format.ts';

/** A car's pit stops: the laps around each, what it cost, who got in and the places it cost. */
export function PitStopsTable({ stops }: { stops: readonly PitStopRow[] }) {
  return (
    <ScrollBox className="detail-table-wrap" label={t('analysis.pit_stops')}>
      <table className="detail-table analysis-table" data-table="pit-stops">
        <thead>
          <tr>
            <th scope="col">{t('analysis.column.stop')}</th>
            <th scope="col">{t('analysis.column.lap')}</th>
            <th scope="col">{t('analysis.column.race_time')}</th>
            <th scope="col">{t('analysis.column.in_lap')}</th>
            <th scope="col">{t('analysis.column.out_lap')}</th>
            <th scope="col">{t('analysis.column.reference')}</th>
            <th scope="col">{t('analysis.column.time_lost')}</th>
            <th scope="col">{t('analysis.column.in_pit')}</th>
            <th scope="col">{t('details.driver')}</th>
            <th scope="col">{t('ranking.column.pos_full')}</th>
            <th scope="col">{t('details.category')}</th>
          </tr>
        </thead>
        <tbody>
          {stops.map((stop) => (
            <tr
              key={`${stop.participant_number}-${stop.stop_number}`}
              data-stop={stop.stop_number}
              data-driver-change={stop.driver_change || undefined}
            >
              <th scope="row">{stop.stop_number}</th>
              <td>{stop.lap}</td>
              <td>{formatRaceClock(stop.race_time_ms)}</td>
              <td>{formatLapTimeHundredths(stop.in_lap_ms)}</td>
              <td>{formatLapTimeHundredths(stop.out_lap_ms)}</td>
              <td>{formatLapTimeHundredths(stop.reference_lap_ms)}</td>
              <td>{formatTimeLost(stop.time_lost_ms)}</td>
              <td data-precision={stop.pit_time_precision_ms ?? undefined}>
                {formatPitTime(stop.pit_time_ms, stop.pit_time_precision_ms)}
              </td>
              <td>
                {stop.driver_change
                  ? `${stop.driver_in_name || '-'} → ${stop.driver_out_name || '-'}`
                  : stop.driver_in_name || '-'}
              </td>
              <td>{formatPositions(stop.position_before, stop.position_after)}</td>
              <td>{formatPositions(stop.class_position_before, stop.class_position_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
