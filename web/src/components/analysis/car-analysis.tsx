import type {
  DriveTimesResponse,
  PitStopsResponse,
  ProgressResponse,
  StintsResponse,
} from '@lemans/contract';
import type { ReactNode } from 'react';
import { useFetched } from '../../api/use-fetched.ts';
import { t } from '../../i18n/i18n.ts';
import { PartialDataNotice } from '../partial-data-notice.tsx';
import { CsvLink } from './csv-link.tsx';
import { DriveTimesTable } from './drive-times-table.tsx';
import { PitStopsTable } from './pit-stops-table.tsx';
import { StintLapChart } from './stint-lap-chart.tsx';
import { StintsTable } from './stints-table.tsx';
import './analysis.css';

/**
 * A car's endurance analysis in one session: its clean laps by stint, its stints, its stops and what they
 * cost, its drivers' time at the wheel against the rules, each table also as a CSV file. Each part loads on
 * its own; one that fails says so and leaves the others. A session joined after the start says so under the
 * title (`partialSinceMs`; none inside a report's analysis, which says it once for the session).
 */
export function CarAnalysis({
  sessionId,
  entryId,
  partialSinceMs = null,
}: {
  sessionId: string;
  entryId: number;
  partialSinceMs?: number | null;
}) {
  const base = `/sessions/${encodeURIComponent(sessionId)}`;
  const entry = `?entry=${entryId}`;
  const [progress] = useFetched<ProgressResponse>(`${base}/progress?entries=${entryId}`);
  const [stints] = useFetched<StintsResponse>(`${base}/stints${entry}`);
  const [stops] = useFetched<PitStopsResponse>(`${base}/pit-stops${entry}`);
  const [drives] = useFetched<DriveTimesResponse>(`${base}/drive-times${entry}`);
  const laps = progress.state === 'loaded' ? (progress.data.cars[0]?.laps ?? []) : [];

  return (
    <section className="card detail-section car-analysis" aria-labelledby="car-analysis-title">
      <h2 id="car-analysis-title">{t('analysis.title')}</h2>
      <PartialDataNotice sinceMs={partialSinceMs} />
      {progress.state === 'loaded' && laps.length > 0 && <StintLapChart laps={laps} />}

      <h3 id="car-analysis-drivers">{t('analysis.drive_times')}</h3>
      <Part state={drives.state} error={t('analysis.drive_times_error')}>
        {drives.state === 'loaded' && (
          <>
            <DriveTimesTable driveTimes={drives.data.drive_times} rules={drives.data.rules} />
            <CsvLink path={`${base}/drive-times${entry}`} label={t('analysis.drive_times')} />
          </>
        )}
      </Part>

      <h3 id="car-analysis-stints">{t('analysis.stints')}</h3>
      <Part state={stints.state} error={t('analysis.stints_error')}>
        {stints.state === 'loaded' && (
          <>
            <StintsTable stints={stints.data.stints} />
            <CsvLink path={`${base}/stints${entry}`} label={t('analysis.stints')} />
          </>
        )}
      </Part>

      <h3 id="car-analysis-stops">{t('analysis.pit_stops')}</h3>
      <Part state={stops.state} error={t('analysis.pit_stops_error')}>
        {stops.state === 'loaded' &&
          (stops.data.pit_stops.length === 0 ? (
            <p className="muted">{t('analysis.no_stop')}</p>
          ) : (
            <>
              <PitStopsTable stops={stops.data.pit_stops} />
              <p className="muted analysis-note">{t('analysis.time_lost_note')}</p>
              <CsvLink path={`${base}/pit-stops${entry}`} label={t('analysis.stops')} />
            </>
          ))}
      </Part>
    </section>
  );
}

function Part({
  state,
  error,
  children,
}: {
  state: 'loading' | 'error' | 'loaded';
  /** What the part says when its answer could not be loaded. */
  error: string;
  children: ReactNode;
}) {
  if (state === 'loading') {
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (state === 'error') return <p className="analysis-error">{error}</p>;
  return <>{children}</>;
}
