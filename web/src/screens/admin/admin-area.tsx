import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { changeLanguage, language, t } from '../../i18n/i18n.ts';
import { documentTitle } from '../../routes.ts';
import { AdminHeader } from './admin-header.tsx';
import { ADMIN_RACE_EVENTS, ADMIN_RECORDINGS, adminPageTitle } from './admin-nav.ts';
import { adminSession, checkAdminSession, SESSION_TEXT } from './admin-session.ts';
import { AdminToasts } from './admin-toasts.tsx';
import { LoginGate } from './login-gate.tsx';
import './admin.css';

const DashboardPage = lazy(() =>
  import('./dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
const MessagesPage = lazy(() =>
  import('./messages/messages-page.tsx').then((m) => ({ default: m.MessagesPage })),
);
const StreamsPage = lazy(() =>
  import('./streams/streams-page.tsx').then((m) => ({ default: m.StreamsPage })),
);
const RecordingsPage = lazy(() =>
  import('./recordings/recordings-page.tsx').then((m) => ({ default: m.RecordingsPage })),
);

const RaceEventsPage = lazy(() =>
  import('./race-events/race-events-page.tsx').then((m) => ({ default: m.RaceEventsPage })),
);

/**
 * Everything under /admin (spec part 2 §2): its own layout instead of the public shell, and the login gate
 * until the server says this browser holds a session. The session is asked for at each entry, so that a
 * login or logout in another tab is followed.
 */
export function AdminArea() {
  useSignals();
  const [path] = useLocation();

  useEffect(() => {
    void checkAdminSession();
  }, []);
  // The admin area speaks French and English: a visitor reading another language reads it in English, and
  // finds the site in their language again on the way out.
  useEffect(() => {
    const shown = language.peek();
    if (shown === 'fr' || shown === 'en') return;
    void changeLanguage('en');
    return () => void changeLanguage(shown);
  }, []);
  useLayoutEffect(() => {
    document.title = documentTitle(path, adminPageTitle(path));
  }, [path]);

  if (adminSession.value === 'checking') {
    return (
      <main className="admin-gate" id="contenu">
        <p role="status" className="muted">
          {SESSION_TEXT.checking}
        </p>
      </main>
    );
  }
  if (adminSession.value === 'signed-out') return <LoginGate />;

  return (
    <div className="admin">
      <AdminHeader />
      <main id="contenu" className="admin-main">
        <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
          <Switch>
            <Route path="/admin" component={DashboardPage} />
            <Route path="/admin/streams" component={StreamsPage} />
            <Route path="/admin/messages" component={MessagesPage} />
            <Route path={ADMIN_RECORDINGS} component={RecordingsPage} />
            <Route path={ADMIN_RACE_EVENTS} component={RaceEventsPage} />
            {/* The page's former address, kept for bookmarks. */}
            <Route path="/admin/sessions">
              <Redirect to={ADMIN_RECORDINGS} replace />
            </Route>
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </Suspense>
      </main>
      <AdminToasts />
    </div>
  );
}
