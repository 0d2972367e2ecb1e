import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { formatClock } from '../../format/dates.ts';
import { t } from '../../i18n/i18n.ts';
import { loadSessions, sessions, sessionsError } from '../../stores/sessions-store.ts';
import { SessionCard } from './session-card.tsx';
import { SESSIONS_TEXT as TEXT } from './sessions-rules.ts';
import './sessions-page.css';

/**
 * `/sessions` (spec part 2 §2): every recorded session, newest first, with the count line and the time of
 * the last successful load; each session expands into its cars.
 */
export function SessionsPage() {
  useSignals();
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);

  useEffect(() => {
    // The store keeps the error rather than throwing: only a load that succeeded dates the list.
    void loadSessions().then(() => {
      if (!sessionsError.value) setUpdatedAt(Date.now());
    });
  }, []);

  const list = sessions.value;
  return (
    <section className="sessions-page" aria-labelledby="sessions-title">
      <header className="sessions-banner">
        <h1 id="sessions-title">{TEXT.title}</h1>
        <p>{TEXT.intro}</p>
        <Link href="/sessions/reports">{TEXT.reports}</Link>
      </header>

      {sessionsError.value ? (
        <p className="card sessions-error" role="alert">
          {sessionsError.value}
        </p>
      ) : updatedAt === null ? (
        <p className="card">{TEXT.loading}</p>
      ) : list.length === 0 ? (
        <p className="card sessions-empty">{TEXT.empty}</p>
      ) : (
        <>
          <p className="sessions-count">
            <strong>{t('sessions.count', { count: list.length })}</strong>
            <span className="muted">
              {TEXT.updated} <time>{formatClock(updatedAt)}</time>
            </span>
          </p>
          <ul className="sessions-list">
            {list.map((session) => (
              <li key={session.id}>
                <SessionCard session={session} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
