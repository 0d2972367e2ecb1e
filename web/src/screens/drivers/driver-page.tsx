import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { documentTitle } from '../../routes.ts';
import { countryName } from './countries.ts';
import { CountryFlag } from './country-flag.tsx';
import { formatDateTime, formatDriverLapTime, sessionTypeLabel } from './driver-format.ts';
import { categoryColorOf } from './driver-rules.ts';
import type { DriverDetail } from './driver-types.ts';
import { StatisticsList } from './statistics-list.tsx';
import { useFetched } from './use-fetched.ts';
import './drivers-page.css';

export const DRIVER_TEXT = {
  error: 'Erreur lors du chargement des détails du pilote',
  retry: 'Réessayer',
  loading: 'Chargement du pilote…',
  back: 'Retour aux pilotes',
  cars: 'Voitures pilotées',
  history: 'Historique des sessions',
  statistics: 'Statistiques',
  noHistory: 'Données en cours de collecte',
} as const;

/** `/pilotes/{id}` (spec part 2 §2): cars driven, statistics and session history. */
export function DriverPage({ id }: { id: string }) {
  const [result, retry] = useFetched<DriverDetail>(`/drivers/${encodeURIComponent(id)}`);
  const [, navigate] = useLocation();
  const driver = result.state === 'loaded' ? result.data : null;

  useEffect(() => {
    if (driver) document.title = documentTitle('', `${driver.firstname} ${driver.lastname}`);
  }, [driver]);

  if (result.state === 'loading') {
    return (
      <div className="drivers-loading" role="status">
        {DRIVER_TEXT.loading}
      </div>
    );
  }
  if (!driver) {
    return (
      <div className="card detail-error" role="alert">
        <p>{DRIVER_TEXT.error}</p>
        <button type="button" onClick={retry}>
          {DRIVER_TEXT.retry}
        </button>
      </div>
    );
  }

  const color = categoryColorOf(driver.category);
  return (
    <section className="driver-page">
      <Link href="/pilotes" className="detail-back">
        ← {DRIVER_TEXT.back}
      </Link>
      <header className="detail-header card">
        <span className="driver-initials" aria-hidden="true" style={{ background: color }}>
          {`${driver.firstname.charAt(0)}${driver.lastname.charAt(0)}`.toUpperCase()}
        </span>
        <div>
          <h1>
            {driver.firstname} {driver.lastname}
          </h1>
          <p className="driver-page-country">
            <CountryFlag code={driver.country} /> {countryName(driver.country)}{' '}
            <span className="detail-badge" style={{ background: color }}>
              {driver.category}
            </span>
          </p>
        </div>
      </header>

      <section className="card detail-section" aria-labelledby="driver-cars">
        <h2 id="driver-cars">{DRIVER_TEXT.cars}</h2>
        <ul className="detail-cars">
          {driver.entries.map((entry) => (
            <li key={entry.id} data-entry-id={entry.id}>
              <p>
                <strong>
                  #{entry.participant_number} {entry.team_name}
                </strong>
              </p>
              <p className="muted">
                {entry.brand_name} {entry.car_name} · {entry.category_label}
              </p>
              <p>
                <Link href={`/voitures/${entry.id}`}>Voir la voiture</Link> ·{' '}
                <Link href={`/equipes/${entry.team_id}`}>Voir l'équipe</Link>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="card detail-section" aria-labelledby="driver-stats">
        <h2 id="driver-stats">{DRIVER_TEXT.statistics}</h2>
        <StatisticsList statistics={driver.statistics} />
      </section>

      <section className="card detail-section" aria-labelledby="driver-history">
        <h2 id="driver-history">{DRIVER_TEXT.history}</h2>
        {driver.session_history.length === 0 ? (
          <p className="muted">{DRIVER_TEXT.noHistory}</p>
        ) : (
          <div className="detail-table-wrap">
            <table className="detail-table driver-history">
              <thead>
                <tr>
                  <th>Session</th>
                  <th>Type</th>
                  <th>Date</th>
                  <th>Voiture</th>
                  <th>Position</th>
                  <th>Tours</th>
                  <th>Meilleur tour</th>
                </tr>
              </thead>
              <tbody>
                {driver.session_history.map((row) => {
                  const href = `/sessions/${encodeURIComponent(row.session_id)}/teams/${row.entry_id}/drivers/${driver.id}/laps`;
                  return (
                    <tr
                      key={row.id}
                      className="clickable"
                      data-session-id={row.session_id}
                      // The link in the row serves the keyboard; a click elsewhere on the row opens it too.
                      onClick={(event) => {
                        if (!(event.target as HTMLElement).closest('a')) navigate(href);
                      }}
                    >
                      <td>
                        <Link href={href}>{row.session_name}</Link>
                      </td>
                      <td>{sessionTypeLabel(row.session_type)}</td>
                      <td>{formatDateTime(row.start_time)}</td>
                      <td>
                        #{row.participant_number} {row.team_name}
                      </td>
                      <td>{row.position ? `P${row.position}` : '-'}</td>
                      <td>{row.lap_count}</td>
                      <td>{formatDriverLapTime(row.best_lap_time)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
