import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { documentTitle } from '../../routes.ts';
import { formatDriverGap, formatDriverLapTime, formatSector, formatSpeed } from './driver-format.ts';
import type { LapResponse } from './driver-types.ts';
import { LapChart } from './lap-chart.tsx';
import { lapChartData, lapPage, lapRowClass } from './lap-rules.ts';
import { useFetched } from './use-fetched.ts';
import './drivers-page.css';

export const DRIVER_LAPS_TEXT = {
  error: 'Données de session non disponibles',
  errorTitle: 'Erreur de chargement',
  retry: 'Réessayer',
  loading: 'Chargement des tours…',
  back: 'Retour au pilote',
  empty: 'Aucun tour enregistré',
  chart: 'Temps au tour',
  laps: 'Tours',
} as const;

/** `/sessions/{sessionId}/teams/{teamId}/drivers/{driverId}/laps`: one driver's laps in one session. */
export function DriverLapsPage(props: { sessionId: string; teamId: string; driverId: string }) {
  const { sessionId, teamId, driverId } = props;
  const path = `/sessions/${encodeURIComponent(sessionId)}/teams/${encodeURIComponent(teamId)}/drivers/${encodeURIComponent(driverId)}/laps`;
  const [result, retry] = useFetched<LapResponse>(path);
  const [page, setPage] = useState(1);
  const answer = result.state === 'loaded' ? result.data : null;
  const driver = answer?.drivers.find((candidate) => String(candidate.id) === driverId) ?? null;
  const name = driver ? `${driver.firstname} ${driver.lastname}` : '';
  const chartData = useMemo(() => lapChartData(answer?.laps ?? []), [answer]);

  useEffect(() => {
    if (answer) document.title = documentTitle('', [name, answer.session.name].filter(Boolean).join(' — '));
  }, [answer, name]);

  if (result.state === 'loading') {
    return (
      <div className="drivers-loading" role="status">
        {DRIVER_LAPS_TEXT.loading}
      </div>
    );
  }
  if (!answer) {
    return (
      <div className="card detail-error" role="alert">
        <h1>{DRIVER_LAPS_TEXT.errorTitle}</h1>
        <p>{DRIVER_LAPS_TEXT.error}</p>
        <button type="button" onClick={retry}>
          {DRIVER_LAPS_TEXT.retry}
        </button>
      </div>
    );
  }

  const shown = lapPage(answer.laps, page);
  return (
    <section className="driver-laps-page">
      <Link href={`/pilotes/${encodeURIComponent(driverId)}`} className="detail-back">
        ← {DRIVER_LAPS_TEXT.back}
      </Link>
      <header className="detail-header card">
        <div>
          <h1>{name}</h1>
          <p className="muted">{answer.session.name}</p>
        </div>
      </header>

      <section className="card detail-section">
        <ul className="detail-stats">
          <li>
            <span className="muted">Tours</span>
            <strong>{answer.total_laps}</strong>
          </li>
          <li>
            <span className="muted">Meilleur tour</span>
            <strong>{formatDriverLapTime(answer.best_lap_time)}</strong>
          </li>
          <li>
            <span className="muted">Tour moyen</span>
            <strong>{formatDriverLapTime(answer.avg_lap_time)}</strong>
          </li>
          <li>
            <span className="muted">Meilleure position</span>
            <strong>{answer.best_position ? `P${answer.best_position}` : '-'}</strong>
          </li>
        </ul>
      </section>

      {answer.laps.length === 0 ? (
        <div className="card drivers-empty">
          <h2>{DRIVER_LAPS_TEXT.empty}</h2>
        </div>
      ) : (
        <>
          <section className="card detail-section" aria-labelledby="driver-laps-chart">
            <h2 id="driver-laps-chart">{DRIVER_LAPS_TEXT.chart}</h2>
            <LapChart data={chartData} />
          </section>
          <section className="card detail-section" aria-labelledby="driver-laps-table">
            <h2 id="driver-laps-table">{DRIVER_LAPS_TEXT.laps}</h2>
            <div className="detail-table-wrap">
              <table className="detail-table lap-table">
                <thead>
                  <tr>
                    <th>Tour</th>
                    <th>Temps</th>
                    <th>Position</th>
                    <th>Écart</th>
                    <th>S1</th>
                    <th>S2</th>
                    <th>S3</th>
                    <th>Vitesse</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.laps.map((lap) => (
                    <tr key={lap.lap_number} className={lapRowClass(lap)}>
                      <td>{lap.lap_number}</td>
                      <td>{formatDriverLapTime(lap.lap_time)}</td>
                      <td>{lap.position ? `P${lap.position}` : '-'}</td>
                      <td>{formatDriverGap(lap.gap_to_leader) || '-'}</td>
                      <td>{formatSector(lap.sector1_time)}</td>
                      <td>{formatSector(lap.sector2_time)}</td>
                      <td>{formatSector(lap.sector3_time)}</td>
                      <td>{formatSpeed(lap.speed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {shown.pages > 1 && (
              <nav className="lap-pages" aria-label="Pages">
                {Array.from({ length: shown.pages }, (_, index) => index + 1).map((number) => (
                  <button
                    key={number}
                    type="button"
                    aria-current={number === Math.min(page, shown.pages) ? 'page' : undefined}
                    onClick={() => setPage(number)}
                  >
                    {number}
                  </button>
                ))}
              </nav>
            )}
          </section>
        </>
      )}
    </section>
  );
}
