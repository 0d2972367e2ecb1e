import type { DriveTimesResponse } from '@lemans/contract';
import { useMemo, useState } from 'react';
import { useFetched } from '../../api/use-fetched.ts';
import { CarAnalysis } from '../../components/analysis/car-analysis.tsx';
import { CsvLink } from '../../components/analysis/csv-link.tsx';
import { PartialDataNotice } from '../../components/partial-data-notice.tsx';
import { t } from '../../i18n/i18n.ts';
import { ClassComparison } from './class-comparison.tsx';
import { comparableCars } from './class-comparison-rules.ts';
import { RaceBattles } from './race-battles.tsx';
import { ReportStrategy } from './report-strategy.tsx';

/**
 * The report's 'Analyse' tab: cars of a class compared lap by lap, the battles of the session, the strategy
 * at a moment of it, and one car's stints, stops and drive times; every table of the session as a CSV file. A session joined after the
 * start says so on top (`partialSinceMs`, its report's).
 */
export function AnalysisPanel({
  sessionId,
  partialSinceMs,
}: {
  sessionId: string;
  partialSinceMs: number | null;
}) {
  const base = `/sessions/${encodeURIComponent(sessionId)}`;
  const [drives] = useFetched<DriveTimesResponse>(`${base}/drive-times`);
  const cars = useMemo(
    () => (drives.state === 'loaded' ? comparableCars(drives.data.drive_times) : []),
    [drives],
  );
  const [entryId, setEntryId] = useState<number | null>(null);
  const shown = entryId ?? cars[0]?.entryId ?? null;

  if (drives.state === 'error') return <p className="analysis-error">{t('report.analysis.error')}</p>;
  if (drives.state === 'loading') {
    return (
      <p className="muted" role="status">
        {t('report.analysis.loading')}
      </p>
    );
  }
  if (cars.length === 0) return <p className="muted">{t('report.analysis.empty')}</p>;
  return (
    <div className="report-analysis">
      <PartialDataNotice sinceMs={partialSinceMs} />
      <ClassComparison sessionId={sessionId} cars={cars} />
      <RaceBattles sessionId={sessionId} />
      {drives.data.session.last_race_ms > 0 && (
        <ReportStrategy sessionId={sessionId} lastRaceMs={drives.data.session.last_race_ms} />
      )}
      <section className="report-analysis-part" aria-labelledby="report-car-analysis">
        <h3 id="report-car-analysis">{t('report.analysis.car')}</h3>
        <label className="report-car-choice">
          {t('details.car')}{' '}
          <select value={shown ?? ''} onChange={(event) => setEntryId(Number(event.target.value))}>
            {cars.map((car) => (
              <option key={car.entryId} value={car.entryId}>
                #{car.number} {car.team}
              </option>
            ))}
          </select>
        </label>
        {shown !== null && <CarAnalysis key={shown} sessionId={sessionId} entryId={shown} />}
      </section>
      <p className="report-analysis-exports">
        {t('report.analysis.whole_session')} <CsvLink path={`${base}/stints`} label={t('analysis.stints')} />
        <CsvLink path={`${base}/pit-stops`} label={t('analysis.stops')} />
        <CsvLink path={`${base}/drive-times`} label={t('analysis.drive_times')} />
      </p>
    </div>
  );
}
