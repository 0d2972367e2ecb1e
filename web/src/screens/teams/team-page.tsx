import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { getJson } from '../../api/http.ts';
import type { Entry, TeamDetail } from '../../api/types.ts';
import { CarAnalysis } from '../../components/analysis/car-analysis.tsx';
import { CategoryBadge } from '../../components/category-badge.tsx';
import { DetailEventBar } from '../../components/detail-event-bar.tsx';
import { Initials } from '../../components/initials.tsx';
import { apiPath, withEvent } from '../../components/race-event-rules.ts';
import { SessionHistoryTable } from '../../components/session-history-table.tsx';
import { useAskedEvent } from '../../components/use-asked-event.ts';
import { categoryColor } from '../../format/categories.ts';
import { chassisOf } from '../../format/chassis.ts';
import { countryName, flagClass } from '../../format/countries.ts';
import {
  formatLapTimeHundredths,
  formatPosition,
  formatSector,
  formatSpeed,
} from '../../format/lap-details.ts';
import { t } from '../../i18n/i18n.ts';
import { documentTitle } from '../../routes.ts';
import { entries, entriesEvent, loadEntries } from '../../stores/entries-store.ts';
import { TEAMS_TEXT as TEXT } from './teams-rules.ts';
import 'flag-icons/css/flag-icons.min.css';
import './teams.css';

/** The direct call's answer, or the loaded entry when it failed: then without statistics nor history. */
type ShownTeam = Entry & Partial<Pick<TeamDetail, 'statistics' | 'session_history' | 'race_event'>>;

type State = { status: 'loading' } | { status: 'missing' } | { status: 'loaded'; team: ShownTeam };

/**
 * `/equipes/{id}` (spec part 2 §2, §4), at the event of ?evenement= (the current one without it). The direct
 * call gives statistics and history; when it fails, the event's teams list (fetched first unless held) still
 * gives the team's identity and crew.
 */
export async function loadTeam(id: number, eventId: string | null): Promise<ShownTeam | null> {
  try {
    return await getJson<TeamDetail>(apiPath(`/teams/${id}`, eventId));
  } catch {
    if (entriesEvent.value !== eventId || entries.value.length === 0) await loadEntries(eventId);
    return entries.value.find((entry) => entry.id === id) ?? null;
  }
}

export function TeamPage({ params }: { params: { id: string } }) {
  useSignals();
  const [state, setState] = useState<State>({ status: 'loading' });
  const id = Number(params.id);
  const asked = useAskedEvent();

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const found = Number.isSafeInteger(id) && id > 0 ? loadTeam(id, asked) : Promise.resolve(null);
    void found.then((team) => {
      if (live) setState(team ? { status: 'loaded', team } : { status: 'missing' });
    });
    return () => {
      live = false;
    };
  }, [id, asked]);

  useEffect(() => {
    if (state.status === 'loaded')
      document.title = documentTitle('', `${state.team.team_name} — ${TEXT.title}`);
  }, [state]);

  if (state.status === 'loading') {
    return (
      <p className="detail-loading" role="status">
        {t('team.loading')}
      </p>
    );
  }
  if (state.status === 'missing') return <TeamNotFound eventId={asked} />;
  const { team } = state;
  const color = categoryColor(team.category_label);
  const stats = team.statistics;

  return (
    <article className="team-page" aria-labelledby="team-title">
      <Link href={withEvent('/equipes', asked)} className="detail-back">
        ← {TEXT.back}
      </Link>
      <header className="detail-header card" style={{ borderTop: `4px solid ${color}` }}>
        <Initials text={team.brand_name.slice(0, 2)} />
        <div>
          <h1 id="team-title">{team.team_name}</h1>
          <p className="team-meta">
            <CategoryBadge label={team.category_label} color={color} />
            <span className="team-number">#{team.number}</span>
            <span className="team-driver-count">
              {t('team.drivers_count', { count: team.drivers.length })}
            </span>
          </p>
        </div>
      </header>
      <DetailEventBar page="team" shown={team.race_event} asked={asked} />

      {/* No car picture exists in the data: the frame keeps the page's layout and says so. */}
      <div className="team-picture" role="img" aria-label={TEXT.noPicture}>
        <span>{chassisOf(team)}</span>
        <small>{TEXT.noPicture}</small>
      </div>

      <section aria-labelledby="team-crew">
        <h2 id="team-crew">{t('team.crew')}</h2>
        <ul className="team-crew">
          {team.drivers.map((driver) => {
            const flag = flagClass(driver.country);
            return (
              <li key={driver.id} className="card team-driver">
                <Link href={withEvent(`/pilotes/${driver.id}`, asked)}>
                  <strong>
                    {driver.firstname} {driver.lastname}
                  </strong>
                  <span className="team-driver-country">
                    {flag && <span className={flag} aria-hidden="true" />} {countryName(driver.country)}
                  </span>
                  <small className="muted">
                    {t('team.driver_position', { position: driver.driver_position })}
                  </small>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="team-columns">
        <section className="card" aria-labelledby="team-specs">
          <h2 id="team-specs">{t('team.specs')}</h2>
          <dl className="team-facts">
            <dt>{t('team.chassis')}</dt>
            <dd data-fact="chassis">{chassisOf(team)}</dd>
            <dt>{t('team.engine')}</dt>
            <dd data-fact="engine">{team.engine || '-'}</dd>
            <dt>{t('team.tyres')}</dt>
            <dd data-fact="tyres">{team.tyres || '-'}</dd>
          </dl>
        </section>
        <section className="card" aria-labelledby="team-stats">
          <h2 id="team-stats">{t('team.stats')}</h2>
          <dl className="team-facts">
            <dt>{t('team.sessions')}</dt>
            <dd data-stat="sessions">{stats?.total_sessions ?? '-'}</dd>
            <dt>{t('team.best_position')}</dt>
            <dd data-stat="best-position">{formatPosition(stats?.best_position)}</dd>
            <dt>{t('details.best_lap')}</dt>
            <dd data-stat="best-lap">{formatLapTimeHundredths(stats?.best_lap_time)}</dd>
            <dt>{t('team.average_lap')}</dt>
            <dd data-stat="avg-lap">{formatLapTimeHundredths(stats?.avg_lap_time)}</dd>
            <dt>{t('details.laps')}</dt>
            <dd data-stat="laps">{stats?.total_laps ?? '-'}</dd>
            <dt>{t('team.top_speed')}</dt>
            <dd data-stat="speed">{formatSpeed(stats?.max_speed)}</dd>
            <dt>{t('team.best_sectors')}</dt>
            <dd data-stat="sectors">
              {[stats?.best_sector1, stats?.best_sector2, stats?.best_sector3].map(formatSector).join(' / ')}
            </dd>
          </dl>
        </section>
      </div>

      {team.race_event?.reference_session && (
        <CarAnalysis
          sessionId={team.race_event.reference_session.id}
          entryId={team.id}
          partialSinceMs={team.race_event.reference_session.partial_since_ms}
        />
      )}

      <section className="card" aria-labelledby="team-history">
        <h2 id="team-history">{t('team.history')}</h2>
        {team.session_history?.length ? (
          <SessionHistoryTable
            className="team-history"
            zone={team.race_event?.time_zone ?? null}
            rows={team.session_history}
            columns={['start', 'position', 'laps', 'best', 'last']}
            lapsHref={(row) => withEvent(`/equipes/${team.id}/sessions/${row.session_id}`, asked)}
          />
        ) : (
          <p className="muted">{t('team.collecting')}</p>
        )}
      </section>
    </article>
  );
}

function TeamNotFound({ eventId }: { eventId: string | null }) {
  return (
    <section className="card team-missing" aria-labelledby="team-missing-title">
      <h1 id="team-missing-title">{TEXT.notFound}</h1>
      <p className="muted">{TEXT.notFoundText}</p>
      <Link href={withEvent('/equipes', eventId)} className="team-button">
        {TEXT.seeAll}
      </Link>
    </section>
  );
}
