import type { StintRow } from '@lemans/contract';
import { formatLapTimeHundredths } from '../../format/lap-details.ts';
import { t } from '../../i18n/i18n.ts';
import { ScrollBox } from '../scroll-box.tsx';
import { formatDegradation, formatDriveDuration, formatRaceClock } from './analysis-format.ts';

/** A car's stints between stops, with the figures of their clean laps. */
export function StintsTable({ stints }: { stints: readonly StintRow[] }) {
  return (
    <ScrollBox className="detail-table-wrap" label={t('analysis.stints')}>
      <table className="detail-table analysis-table" data-table="stints">
        <thead>
          <tr>
            <th scope="col">{t('analysis.column.stint')}</th>
            <th scope="col">{t('details.driver')}</th>
            <th scope="col">{t('details.laps')}</th>
            <th scope="col">{t('analysis.column.start')}</th>
            <th scope="col">{t('analysis.column.duration')}</th>
            <th scope="col">{t('analysis.column.clean_laps')}</th>
            <th scope="col">{t('ranking.column.best')}</th>
            <th scope="col">{t('analysis.column.average')}</th>
            <th scope="col">{t('analysis.column.median')}</th>
            <th scope="col">{t('analysis.column.degradation')}</th>
          </tr>
        </thead>
        <tbody>
          {stints.map((stint) => (
            <tr key={`${stint.participant_number}-${stint.stint_number}`} data-stint={stint.stint_number}>
              <th scope="row">{stint.stint_number}</th>
              <td>{stint.driver_name || '-'}</td>
              <td>
                {stint.first_lap}–{stint.last_lap} ({stint.laps})
              </td>
              <td>{formatRaceClock(stint.start_race_ms)}</td>
              <td>{formatDriveDuration(stint.duration_ms)}</td>
              <td>{stint.clean_laps}</td>
              <td>{formatLapTimeHundredths(stint.best_lap_ms)}</td>
              <td>{formatLapTimeHundredths(stint.average_lap_ms)}</td>
              <td>{formatLapTimeHundredths(stint.median_lap_ms)}</td>
              <td>{formatDegradation(stint.degradation_s_per_lap)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
