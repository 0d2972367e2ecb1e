import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { getJson } from '../../api/http.ts';
import { LapChart } from './lap-chart.tsx';
import type { LapResponse, TeamDetail } from './team-types.ts';
import {
  categoryColor,
  formatLapGap,
  formatSector,
  formatSpeed,
  formatTeamLapTime,
  lapHighlight,
  TEAMS_TEXT as TEXT,
} from './teams-rules.ts';
import './teams.css';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; team: TeamDetail; data: LapResponse };

/** The lap table's page size (spec part 2 §9). */
const PAGE_SIZE = 50;

/**
 * `/equipes/{teamId}/sessions/{sessionId}` (spec part 2 §2, §8): summary, crew, lap chart and the lap table.
 * Both calls run together; the team's failure is named first, as it makes the laps meaningless.
 */
export function TeamLapsPage({ params }: { params: { teamId: string; sessionId: string } }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [page, setPage] = useState(0);
  const { teamId, sessionId } = params;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    setPage(0);
    const team = getJson<TeamDetail>(`/teams/${encodeURIComponent(teamId)}`).catch(() => null);
    const laps = getJson<LapResponse>(
      `/sessions/${encodeURIComponent(sessionId)}/teams/${encodeURIComponent(teamId)}/laps`,
    ).catch(() => null);
    void Promise.all([team, laps]).then(([found, data]) => {
      if (!live) return;
      if (!found) setState({ status: 'error', message: TEXT.notFound });
      else if (!data) setState({ status: 'error', message: TEXT.lapsError });
      else setState({ status: 'loaded', team: found, data });
    });
    return () => {
      live = false;
    };
  }, [teamId, sessionId]);

  useEffect(() => {
    if (state.status === 'loaded') {
      document.title = `${state.team.team_name} — ${state.data.session.name ?? ''} — Le Mans live`;
    }
  }, [state]);

  const back = (
    <Link href={`/equipes/${teamId}`} className="team-back">
      ← {TEXT.backToTeam}
    </Link>
  );
  if (state.status === 'loading') {
    return (
      <p className="teams-loading" role="status">
        Chargement des tours...
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <section className="card team-missing" aria-labelledby="laps-error-title">
        <h1 id="laps-error-title">{TEXT.loadError}</h1>
        <p className="team-laps-error">{state.message}</p>
        {back}
      </section>
    );
  }

  const { team, data } = state;
  const pages = Math.ceil(data.laps.length / PAGE_SIZE);
  const shown = data.laps.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const color = categoryColor(team.category_label);

  return (
    <article className="team-laps-page" aria-labelledby="team-laps-title">
      {back}
      <header className="team-header card" style={{ borderTopColor: color }}>
        <div>
          <h1 id="team-laps-title">
            #{team.number} {team.team_name}
          </h1>
          <p className="team-meta">
            <span className="teams-category" style={{ background: color }}>
              {team.category_label}
            </span>
            <span className="team-laps-session">{data.session.name ?? `Session ${data.session.id}`}</span>
          </p>
        </div>
      </header>

      <ul className="team-laps-summary">
        <li className="card">
          <strong data-summary="laps">{data.total_laps}</strong> <span>Tours</span>
        </li>
        <li className="card">
          <strong data-summary="best">{formatTeamLapTime(data.best_lap_time)}</strong>{' '}
          <span>Meilleur tour</span>
        </li>
        <li className="card">
          <strong data-summary="avg">{formatTeamLapTime(data.avg_lap_time)}</strong> <span>Tour moyen</span>
        </li>
        <li className="card">
          <strong data-summary="position">{data.best_position ? `P${data.best_position}` : '-'}</strong>{' '}
          <span>Meilleure position</span>
        </li>
      </ul>

      <section aria-labelledby="team-laps-drivers">
        <h2 id="team-laps-drivers">Pilotes</h2>
        <ul className="team-crew">
          {data.drivers.map((driver) => (
            <li key={driver.id} className="card team-driver">
              <Link href={`/pilotes/${driver.id}`}>
                <strong>
                  {driver.firstname} {driver.lastname}
                </strong>
                <small className="muted">Pilote {driver.driver_position}</small>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {data.laps.length === 0 ? (
        <div className="card teams-empty">
          <h2>{TEXT.noLaps}</h2>
        </div>
      ) : (
        <>
          <section className="card" aria-labelledby="team-laps-chart">
            <h2 id="team-laps-chart">Temps au tour</h2>
            <LapChart laps={data.laps} drivers={data.drivers} />
          </section>
          <section className="card" aria-labelledby="team-laps-table">
            <h2 id="team-laps-table">Tour par tour</h2>
            <ul className="team-laps-legend">
              <li data-highlight="best">Meilleur tour</li>
              <li data-highlight="pit">Arrêt au stand</li>
              <li data-highlight="driver-change">Changement de pilote</li>
            </ul>
            <div className="team-table-wrap">
              <table className="team-laps">
                <thead>
                  <tr>
                    <th scope="col">Tour</th>
                    <th scope="col">Pilote</th>
                    <th scope="col">Temps</th>
                    <th scope="col">Position</th>
                    <th scope="col">Écart</th>
                    <th scope="col">S1</th>
                    <th scope="col">S2</th>
                    <th scope="col">S3</th>
                    <th scope="col">Vitesse</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((lap) => (
                    <tr
                      key={lap.lap_number}
                      data-lap={lap.lap_number}
                      data-highlight={lapHighlight(lap) ?? undefined}
                    >
                      <td>{lap.lap_number}</td>
                      <td>{lap.driver_name || '-'}</td>
                      <td>{formatTeamLapTime(lap.lap_time)}</td>
                      <td>{lap.position ? `P${lap.position}` : '-'}</td>
                      <td>{formatLapGap(lap.gap_to_leader)}</td>
                      <td>{formatSector(lap.sector1_time)}</td>
                      <td>{formatSector(lap.sector2_time)}</td>
                      <td>{formatSector(lap.sector3_time)}</td>
                      <td>{formatSpeed(lap.speed)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && (
              <nav className="team-laps-pages" aria-label="Pages des tours">
                {Array.from({ length: pages }, (_, index) => (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: pages are numbered by their index
                    key={index}
                    type="button"
                    aria-current={index === page ? 'page' : undefined}
                    onClick={() => setPage(index)}
                  >
                    {index + 1}
                  </button>
                ))}
              </nav>
            )}
          </section>
        </>
      )}
    </article>
  );
}
