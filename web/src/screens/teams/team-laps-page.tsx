import { useEffect } from 'react';
import { Link } from 'wouter';
import type { LapResponse, TeamDetail } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';
import { CarAnalysis } from '../../components/analysis/car-analysis.tsx';
import { CategoryBadge } from '../../components/category-badge.tsx';
import { LapChart } from '../../components/lap-chart.tsx';
import { LapSummary } from '../../components/lap-summary.tsx';
import { LapLegend, LapTable } from '../../components/lap-table.tsx';
import { PartialDataNotice } from '../../components/partial-data-notice.tsx';
import { apiPath, withEvent } from '../../components/race-event-rules.ts';
import { useAskedEvent } from '../../components/use-asked-event.ts';
import { categoryColor } from '../../format/categories.ts';
import { t } from '../../i18n/i18n.ts';
import { documentTitle } from '../../routes.ts';
import { TEAMS_TEXT as TEXT } from './teams-rules.ts';
import './teams.css';

/**
 * `/equipes/{teamId}/sessions/{sessionId}` (spec part 2 §2, §8): summary, crew, lap chart and the lap table.
 * Both calls run together; the team's failure is named first, as it makes the laps meaningless. The team id
 * belongs to the event of ?evenement=, which the links keep.
 */
export function TeamLapsPage({ params }: { params: { teamId: string; sessionId: string } }) {
  const { teamId, sessionId } = params;
  const asked = useAskedEvent();
  const [teamAnswer] = useFetched<TeamDetail>(apiPath(`/teams/${encodeURIComponent(teamId)}`, asked));
  const [lapsAnswer] = useFetched<LapResponse>(
    `/sessions/${encodeURIComponent(sessionId)}/teams/${encodeURIComponent(teamId)}/laps`,
  );
  const team = teamAnswer.state === 'loaded' ? teamAnswer.data : null;
  const data = lapsAnswer.state === 'loaded' ? lapsAnswer.data : null;

  useEffect(() => {
    if (team && data) document.title = documentTitle('', `${team.team_name} — ${data.session.name ?? ''}`);
  }, [team, data]);

  const back = (
    <Link href={withEvent(`/equipes/${teamId}`, asked)} className="detail-back">
      ← {TEXT.backToTeam}
    </Link>
  );
  if (teamAnswer.state === 'loading' || lapsAnswer.state === 'loading') {
    return (
      <p className="detail-loading" role="status">
        {t('team_laps.loading')}
      </p>
    );
  }
  if (!team || !data) {
    return (
      <section className="card team-missing" aria-labelledby="laps-error-title">
        <h1 id="laps-error-title">{TEXT.loadError}</h1>
        <p className="team-laps-error">{team ? TEXT.lapsError : TEXT.notFound}</p>
        {back}
      </section>
    );
  }

  const color = categoryColor(team.category_label);

  return (
    <article className="team-laps-page" aria-labelledby="team-laps-title">
      {back}
      <header className="detail-header card" style={{ borderTop: `4px solid ${color}` }}>
        <div>
          <h1 id="team-laps-title">
            #{team.number} {team.team_name}
          </h1>
          <p className="team-meta">
            <CategoryBadge label={team.category_label} color={color} />
            <span className="team-laps-session">{data.session.name ?? `Session ${data.session.id}`}</span>
          </p>
          <PartialDataNotice sinceMs={data.session.partial_since_ms} />
        </div>
      </header>

      <section className="card detail-section">
        <LapSummary data={data} />
      </section>

      <section aria-labelledby="team-laps-drivers">
        <h2 id="team-laps-drivers">{t('team_laps.drivers')}</h2>
        <ul className="team-crew">
          {data.drivers.map((driver) => (
            <li key={driver.id} className="card team-driver">
              <Link href={withEvent(`/pilotes/${driver.id}`, asked)}>
                <strong>
                  {driver.firstname} {driver.lastname}
                </strong>
                <small className="muted">
                  {t('team.driver_position', { position: driver.driver_position })}
                </small>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {data.laps.length === 0 ? (
        <div className="card detail-empty">
          <h2>{TEXT.noLaps}</h2>
        </div>
      ) : (
        <>
          <section className="card detail-section" aria-labelledby="team-laps-chart">
            <h2 id="team-laps-chart">{t('team_laps.chart')}</h2>
            <LapChart laps={data.laps} drivers={data.drivers} />
          </section>
          <CarAnalysis sessionId={sessionId} entryId={team.id} />
          <section className="card detail-section" aria-labelledby="team-laps-table">
            <h2 id="team-laps-table">{t('team_laps.table')}</h2>
            <LapLegend />
            <LapTable laps={data.laps} withDriver />
          </section>
        </>
      )}
    </article>
  );
}
