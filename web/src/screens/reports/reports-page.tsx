import { useEffect } from 'react';
import type { SessionWithHistory } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';
import { t } from '../../i18n/i18n.ts';
import { documentTitle } from '../../routes.ts';
import { SessionReportCard } from './session-report-card.tsx';
import './reports.css';

/**
 * `/sessions/reports` (spec part 2 §2, §3): every session, newest first as the API orders them; those with
 * history open their report. A failed load is silent and shows the empty list (spec part 2 §8).
 */
export function ReportsPage() {
  const [sessions] = useFetched<SessionWithHistory[]>('/sessions/with-history');

  useEffect(() => {
    document.title = documentTitle('', t('report.list.title'));
  }, []);

  const list = sessions.state === 'loaded' ? sessions.data : [];
  return (
    <section className="reports-page" aria-labelledby="reports-title">
      <header className="reports-banner">
        <h1 id="reports-title">{t('report.list.title')}</h1>
        <p>{t('report.list.intro')}</p>
      </header>
      {sessions.state === 'loading' ? (
        <p className="reports-loading muted" role="status">
          {t('report.list.loading')}
        </p>
      ) : list.length === 0 ? (
        <div className="card reports-empty">
          <h2>{t('report.list.empty')}</h2>
        </div>
      ) : (
        <ul className="reports-list">
          {list.map((session) => (
            <SessionReportCard key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}
