import { useEffect } from 'react';
import { Link } from 'wouter';
import { documentTitle } from '../../routes.ts';
import { countryName } from '../drivers/countries.ts';
import { CountryFlag } from '../drivers/country-flag.tsx';
import {
  formatDateTime,
  formatDriverLapTime,
  formatSector,
  sessionTypeLabel,
} from '../drivers/driver-format.ts';
import { categoryColorOf } from '../drivers/driver-rules.ts';
import type { CarDetail } from '../drivers/driver-types.ts';
import { StatisticsList } from '../drivers/statistics-list.tsx';
import { useFetched } from '../drivers/use-fetched.ts';
import '../drivers/drivers-page.css';

export const CAR_TEXT = {
  error: 'Erreur lors du chargement des détails de la voiture',
  retry: 'Réessayer',
  loading: 'Chargement de la voiture…',
  statistics: 'Statistiques',
  sectors: 'Meilleurs secteurs',
  crew: 'Équipage',
  performance: 'Performance par session',
  history: 'Historique des sessions',
  noData: 'Données en cours de collecte',
  team: "Voir l'équipe",
} as const;

/** `/voitures/{entryId}` (spec part 2 §2): statistics, best sectors, crew, performance and history. */
export function CarPage({ entryId }: { entryId: string }) {
  const [result, retry] = useFetched<CarDetail>(`/cars/${encodeURIComponent(entryId)}`);
  const car = result.state === 'loaded' ? result.data : null;

  useEffect(() => {
    if (car) document.title = documentTitle('', `#${car.participant_number} ${car.team_name}`);
  }, [car]);

  if (result.state === 'loading') {
    return (
      <div className="drivers-loading" role="status">
        {CAR_TEXT.loading}
      </div>
    );
  }
  if (!car) {
    return (
      <div className="card detail-error" role="alert">
        <p>{CAR_TEXT.error}</p>
        <button type="button" onClick={retry}>
          {CAR_TEXT.retry}
        </button>
      </div>
    );
  }

  const color = car.category_color || categoryColorOf(car.category_label);
  const { statistics } = car;
  return (
    <section className="car-page">
      <header className="detail-header card" style={{ borderTop: `4px solid ${color}` }}>
        <div>
          <h1>
            #{car.participant_number} {car.team_name}
          </h1>
          <p className="muted">
            {car.brand_name} {car.car_name}{' '}
            <span className="detail-badge" style={{ background: color }}>
              {car.category_label}
            </span>
          </p>
          {car.team_country && (
            <p className="car-team-country">
              <CountryFlag code={car.team_country} /> {countryName(car.team_country)}
            </p>
          )}
          <Link href={`/equipes/${car.team_id}`}>{CAR_TEXT.team}</Link>
        </div>
      </header>

      <section className="card detail-section" aria-labelledby="car-stats">
        <h2 id="car-stats">{CAR_TEXT.statistics}</h2>
        <StatisticsList statistics={statistics} />
      </section>

      <section className="card detail-section" aria-labelledby="car-sectors">
        <h2 id="car-sectors">{CAR_TEXT.sectors}</h2>
        <ul className="detail-stats car-sectors">
          {([1, 2, 3] as const).map((sector) => (
            <li key={sector} data-sector={sector}>
              <span className="muted">Secteur {sector}</span>
              <strong>{formatSector(statistics[`best_sector${sector}`])}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section className="card detail-section" aria-labelledby="car-crew">
        <h2 id="car-crew">{CAR_TEXT.crew}</h2>
        <ul className="detail-crew">
          {car.drivers.map((driver) => (
            <li key={driver.id} data-driver-id={driver.id}>
              <p>
                <Link href={`/pilotes/${driver.id}`}>
                  <strong>
                    {driver.firstname} {driver.lastname}
                  </strong>
                </Link>
              </p>
              <p className="muted">
                <CountryFlag code={driver.country} /> {countryName(driver.country)} · Pilote {driver.position}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="card detail-section" aria-labelledby="car-performance">
        <h2 id="car-performance">{CAR_TEXT.performance}</h2>
        {car.performance_evolution.length === 0 ? (
          <p className="muted">{CAR_TEXT.noData}</p>
        ) : (
          <div className="detail-table-wrap">
            <table className="detail-table car-performance">
              <thead>
                <tr>
                  <th>Session</th>
                  <th>Type</th>
                  <th>Meilleure position</th>
                  <th>Meilleur tour</th>
                  <th>Tour moyen</th>
                  <th>Tours</th>
                </tr>
              </thead>
              <tbody>
                {car.performance_evolution.map((point) => (
                  <tr key={point.session_id}>
                    <td>{point.session_name}</td>
                    <td>{sessionTypeLabel(point.session_type)}</td>
                    <td>{point.best_position_in_session ? `P${point.best_position_in_session}` : '-'}</td>
                    <td>{formatDriverLapTime(point.best_lap_in_session)}</td>
                    <td>{formatDriverLapTime(point.avg_lap_in_session)}</td>
                    <td>{point.data_points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="card detail-section" aria-labelledby="car-history">
        <h2 id="car-history">{CAR_TEXT.history}</h2>
        {car.session_history.length === 0 ? (
          <p className="muted">{CAR_TEXT.noData}</p>
        ) : (
          <div className="detail-table-wrap">
            <table className="detail-table car-history">
              <thead>
                <tr>
                  <th>Session</th>
                  <th>Type</th>
                  <th>Date</th>
                  <th>Position</th>
                  <th>Tours</th>
                  <th>Meilleur tour</th>
                  <th>Dernier tour</th>
                </tr>
              </thead>
              <tbody>
                {car.session_history.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <Link href={`/equipes/${row.entry_id}/sessions/${encodeURIComponent(row.session_id)}`}>
                        {row.session_name}
                      </Link>
                    </td>
                    <td>{sessionTypeLabel(row.session_type)}</td>
                    <td>{formatDateTime(row.start_time)}</td>
                    <td>{row.position ? `P${row.position}` : '-'}</td>
                    <td>{row.lap_count}</td>
                    <td>{formatDriverLapTime(row.best_lap_time)}</td>
                    <td>{formatDriverLapTime(row.last_lap_time)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
