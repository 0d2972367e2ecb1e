import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PartialDataNotice } from '../../components/partial-data-notice.tsx';
import { useSessionRaceEvent } from '../../components/use-session-race-event.ts';
import { sessionNameOf } from '../../format/session-name.ts';
import { t } from '../../i18n/i18n.ts';
import { documentTitle } from '../../routes.ts';
import { replayHrefOf } from '../live/view/live-view-url.ts';
import { AnalysisPanel } from './analysis-panel.tsx';
import { ClassificationPanel } from './classification-panel.tsx';
import { EventsList } from './events-list.tsx';
import { LapsTable } from './laps-table.tsx';
import { panelId, ReportTabs, tabId } from './report-tabs.tsx';
import { ReportTiles } from './report-tiles.tsx';
import { type ReportView, reportSearchOf, reportViewOf } from './report-view.ts';
import { SessionTypeBadge } from './session-type-badge.tsx';
import { TrendsSection } from './trends-section.tsx';
import { useReport } from './use-report.ts';
import './reports.css';

/** The tabs' anchor: changing tab or lap page brings the tabs to the top instead of the page's top. */
const TABS_ANCHOR = 'rapport-detail';

/**
 * `/sessions/reports/{sessionId}` (spec part 2 §2 to §4): statistics, the charts of the race's evolution,
 * and the tabs 'Tours' (server-side pages of 50 laps), 'Classement', 'Événements' and 'Analyse'. The tab and the lap page live in
 * the address (`?onglet=evenements&page=3`): a view can be shared, and Back returns to the previous one.
 */
export function ReportPage({ sessionId }: { sessionId: string }) {
  const [, navigate] = useLocation();
  const view = reportViewOf(useSearch());
  const { report, loading, failed } = useReport(sessionId, view.page);
  // The event's time zone, in which the race's times read.
  const zone = useSessionRaceEvent(sessionId)?.time_zone ?? null;
  // The classification and the analysis load once their tab is first opened, then stay, as the other panels do.
  const [analysed, setAnalysed] = useState(view.tab === 'analyse');
  if (view.tab === 'analyse' && !analysed) setAnalysed(true);
  const [classed, setClassed] = useState(view.tab === 'classement');
  if (view.tab === 'classement' && !classed) setClassed(true);
  const name = report ? sessionNameOf(report.session) : t('session_chooser.session', { id: sessionId });

  useEffect(() => {
    document.title = documentTitle('', `${name} — ${t('report.list.title')}`);
  }, [name]);

  const show = (next: ReportView, replace = false) =>
    navigate(`/sessions/reports/${encodeURIComponent(sessionId)}${reportSearchOf(next)}#${TABS_ANCHOR}`, {
      replace,
    });

  // An address past the last page (a shared link to a session since shortened) lands on the last page.
  const pastEnd = report !== null && report.pagination.page > report.pagination.totalPages;
  const lastPage = report?.pagination.totalPages ?? 1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only leaving a page past the end matters
  useEffect(() => {
    if (pastEnd) show({ ...view, page: lastPage }, true);
  }, [pastEnd, lastPage]);
  const back = (
    <Link href="/sessions/reports" className="report-back">
      ← {t('report.all_reports')}
    </Link>
  );

  if (!report) {
    // A failed load is silent (spec part 2 §8): the page says there is nothing to show.
    return (
      <section className="report-page" aria-labelledby="report-title">
        {back}
        <h1 id="report-title">{t('report.list.title')}</h1>
        {failed ? (
          <p className="card report-empty">{t('report.no_data')}</p>
        ) : (
          <p className="muted" role="status">
            {t('report.loading')}
          </p>
        )}
      </section>
    );
  }

  return (
    <article className="report-page" aria-labelledby="report-title">
      {back}
      <header className="report-header">
        <h1 id="report-title">{name}</h1>
        <SessionTypeBadge type={report.session.session_type} />
        <Link href={replayHrefOf(sessionId)} className="report-replay-link">
          {t('report.replay')}
        </Link>
      </header>
      <PartialDataNotice sinceMs={report.session.partial_since_ms} />
      <ReportTiles statistics={report.statistics} />
      <TrendsSection sessionId={sessionId} />
      <section id={TABS_ANCHOR} className="card report-detail" aria-label={t('report.detail')}>
        <ReportTabs tab={view.tab} onSelect={(tab) => show({ ...view, tab })} />
        {/* Both panels stay mounted, so that the events keep their filter when the laps tab is opened. */}
        <div
          role="tabpanel"
          id={panelId('tours')}
          aria-labelledby={tabId('tours')}
          hidden={view.tab !== 'tours'}
          className="report-panel"
        >
          <LapsTable report={report} loading={loading} onPage={(page) => show({ ...view, page })} />
        </div>
        <div
          role="tabpanel"
          id={panelId('classement')}
          aria-labelledby={tabId('classement')}
          hidden={view.tab !== 'classement'}
          className="report-panel"
        >
          {classed && <ClassificationPanel sessionId={sessionId} />}
        </div>
        <div
          role="tabpanel"
          id={panelId('evenements')}
          aria-labelledby={tabId('evenements')}
          hidden={view.tab !== 'evenements'}
          className="report-panel"
        >
          <EventsList events={report.events} zone={zone} />
        </div>
        <div
          role="tabpanel"
          id={panelId('analyse')}
          aria-labelledby={tabId('analyse')}
          hidden={view.tab !== 'analyse'}
          className="report-panel"
        >
          {analysed && (
            <AnalysisPanel sessionId={sessionId} partialSinceMs={report.session.partial_since_ms} />
          )}
        </div>
      </section>
    </article>
  );
}
