import { useEffect, useMemo } from 'react';
import { Link } from 'wouter';
import type { LapResponse } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';
import { LapChart } from '../../components/lap-chart.tsx';
import { LapSummary } from '../../components/lap-summary.tsx';
import { LapTable } from '../../components/lap-table.tsx';
import { LoadError, Loading } from '../../components/load-states.tsx';
import { withEvent } from '../../components/race-event-rules.ts';
import { useAskedEvent } from '../../components/use-asked-event.ts';
import { textsOf } from '../../i18n/texts-of.ts';
import { documentTitle } from '../../routes.ts';

export const DRIVER_LAPS_TEXT = textsOf({
  error: 'driver_laps.error',
  errorTitle: 'driver_laps.error_title',
  loading: 'driver_laps.loading',
  back: 'driver_laps.back',
  empty: 'driver_laps.empty',
  chart: 'driver_laps.chart',
  laps: 'driver_laps.laps',
});

/**
 * `/sessions/{sessionId}/teams/{teamId}/drivers/{driverId}/laps`: one driver's laps in one session. The way
 * back keeps the event of ?evenement=, which the driver id belongs to.
 */
export function DriverLapsPage(props: { sessionId: string; teamId: string; driverId: string }) {
  const { sessionId, teamId, driverId } = props;
  const asked = useAskedEvent();
  const path = `/sessions/${encodeURIComponent(sessionId)}/teams/${encodeURIComponent(teamId)}/drivers/${encodeURIComponent(driverId)}/laps`;
  const [result, retry] = useFetched<LapResponse>(path);
  const answer = result.state === 'loaded' ? result.data : null;
  const driver = answer?.drivers.find((candidate) => String(candidate.id) === driverId) ?? null;
  const name = driver ? `${driver.firstname} ${driver.lastname}` : '';
  // The answer lists the whole crew; the chart draws only this driver's line.
  const charted = useMemo(() => (driver ? [driver] : []), [driver]);

  useEffect(() => {
    if (answer) document.title = documentTitle('', [name, answer.session.name].filter(Boolean).join(' — '));
  }, [answer, name]);

  if (result.state === 'loading') return <Loading text={DRIVER_LAPS_TEXT.loading} />;
  if (!answer) {
    return <LoadError title={DRIVER_LAPS_TEXT.errorTitle} text={DRIVER_LAPS_TEXT.error} onRetry={retry} />;
  }

  return (
    <section className="driver-laps-page">
      <Link href={withEvent(`/pilotes/${encodeURIComponent(driverId)}`, asked)} className="detail-back">
        ← {DRIVER_LAPS_TEXT.back}
      </Link>
      <header className="detail-header card">
        <div>
          <h1>{name}</h1>
          <p className="muted">{answer.session.name}</p>
        </div>
      </header>

      <section className="card detail-section">
        <LapSummary data={answer} />
      </section>

      {answer.laps.length === 0 ? (
        <div className="card detail-empty">
          <h2>{DRIVER_LAPS_TEXT.empty}</h2>
        </div>
      ) : (
        <>
          <section className="card detail-section" aria-labelledby="driver-laps-chart">
            <h2 id="driver-laps-chart">{DRIVER_LAPS_TEXT.chart}</h2>
            <LapChart laps={answer.laps} drivers={charted} />
          </section>
          <section className="card detail-section" aria-labelledby="driver-laps-table">
            <h2 id="driver-laps-table">{DRIVER_LAPS_TEXT.laps}</h2>
            <LapTable laps={answer.laps} />
          </section>
        </>
      )}
    </section>
  );
}
