import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link } from 'wouter';
import {
  lastUpdate,
  liveError,
  liveLoading,
  liveRows,
  loadLive,
  sessionStatus,
} from '../../stores/live-store.ts';
import { pollWeather } from '../../stores/weather-store.ts';
import { podiums } from './podiums.ts';
import { RankingRow } from './ranking-row.tsx';
import './ranking-page.css';

const REFRESH_MS = 10_000;
const WEATHER_REFRESH_MS = 10_000;

/** /live/classement: flag, podiums per category and the full table, refreshed every 10 s and by the socket. */
export function RankingPage() {
  useSignals();
  useEffect(() => {
    void loadLive();
    const refresh = setInterval(() => void loadLive(), REFRESH_MS);
    const stopWeather = pollWeather(WEATHER_REFRESH_MS);
    return () => {
      clearInterval(refresh);
      stopWeather();
    };
  }, []);

  const rows = liveRows.value;
  const ended = sessionStatus.value === 'ended';
  const winner = ended ? rows[0] : undefined;
  const updated = lastUpdate.value;

  return (
    <section className="ranking-page" aria-labelledby="ranking-title">
      <header className="ranking-header">
        <h1 id="ranking-title">Classement</h1>
        <span className={`flag-badge ${ended ? 'chequered' : 'green'}`}>
          {ended ? '🏁 Terminé' : '🟢 Course'}
        </span>
        <button type="button" onClick={() => void loadLive()} disabled={liveLoading.value}>
          Actualiser
        </button>
        {updated !== null && (
          <span className="muted">Mis à jour à {new Date(updated).toLocaleTimeString('fr-FR')}</span>
        )}
      </header>

      {liveError.value && rows.length === 0 ? (
        <div className="card error" role="alert">
          <h2>Erreur de connexion</h2>
          <p>Erreur lors du chargement des données</p>
        </div>
      ) : rows.length === 0 ? (
        <p className="card">{liveLoading.value ? 'Chargement...' : 'Aucune donnée disponible'}</p>
      ) : (
        <>
          {winner && (
            <div className="final-result card">
              <strong>Résultat final</strong> : victoire de la n°{winner.participant_number}{' '}
              {winner.team_name} ({winner.car_name}), {winner.lap_count} tours.{' '}
              <Link href={`/equipes/${winner.entry_id}`}>Voir le Vainqueur</Link>
            </div>
          )}
          <div className="podiums">
            {podiums(rows).map(({ category, cars }) => (
              <article key={category} className={`podium card ${category.toLowerCase()}`}>
                <h2>{category}</h2>
                <ol>
                  {cars.map((car, index) => (
                    <li key={car.participant_number}>
                      <span className="car-number">{car.participant_number}</span> {car.team_name}{' '}
                      <span className="muted">{car.brand_name}</span> — {car.lap_count} tours
                      {index === 0 && ended && <span className="winner-label">VAINQUEUR</span>}
                    </li>
                  ))}
                </ol>
              </article>
            ))}
          </div>
          <div className="table-scroll">
            <table className="ranking-table">
              <caption className="visually-hidden">Classement complet</caption>
              <thead>
                <tr>
                  <th scope="col">Pos</th>
                  <th scope="col">Équipe</th>
                  <th scope="col">Pilote</th>
                  <th scope="col">Tours</th>
                  <th scope="col">Dernier Tour</th>
                  <th scope="col">Meilleur</th>
                  <th scope="col">Écart</th>
                  <th scope="col">Vitesse</th>
                  <th scope="col">État</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <RankingRow key={row.participant_number} row={row} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
