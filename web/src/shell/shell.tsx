import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { useAnalytics } from '../analytics/use-analytics.ts';
import { useT } from '../i18n/use-language.tsx';
import { followSessionAlerts } from '../stores/alerts-store.ts';
import { startAnnouncements } from '../stores/announcements-store.ts';
import { LIVE_STATE_REFRESH_MS, pollLiveState } from '../stores/live-state-store.ts';
import { startSocket } from '../stores/socket-wiring.ts';
import { pollWeather, WEATHER_BANNER_REFRESH_MS } from '../stores/weather-store.ts';
import { bannerMinimised } from './banner-state.ts';
import { Bubbles } from './bubbles.tsx';
import { PositionAnnouncer } from './favourite-announcer.tsx';
import { Footer } from './footer.tsx';
import { NewsBanner } from './news-banner.tsx';
import { startInTurns } from './start-in-turns.ts';
import { TopBar } from './top-bar.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useNavigationScroll } from './use-navigation-scroll.ts';
import './shell.css';

let alertsFollowed = false;

/**
 * The alerts follow the session the page follows, once per page; the socket's notices keep them fresh. (The
 * news follow the moment shown from the banner, which loads them as soon as that moment is known.)
 */
function followAlertsOnce(): void {
  if (alertsFollowed) return;
  alertsFollowed = true;
  followSessionAlerts();
}

/**
 * What every page has around its screen (spec part 1 §2): top bar, footer, bubbles and bottom banner, the
 * document title, the scroll on navigation and the audience tracking. It starts the page's socket, the
 * banner's weather polling (120 s), the live state's (which every live indicator reads), the alerts of
 * the session followed, and the announcements about starred cars (with their screen reader's region).
 */
export function Shell({ children }: { children: ReactNode }) {
  useSignals();
  const t = useT();
  useDocumentTitle();
  useNavigationScroll();
  useAnalytics();

  // After the page's first paint, one after the other: the live state first (every live indicator reads it).
  useEffect(
    () =>
      startInTurns([
        () => pollLiveState(LIVE_STATE_REFRESH_MS),
        () => {
          startSocket();
          return undefined;
        },
        () => pollWeather(WEATHER_BANNER_REFRESH_MS),
        () => {
          followAlertsOnce();
          startAnnouncements();
          return undefined;
        },
      ]),
    [],
  );

  return (
    <div className="shell" data-banner={bannerMinimised.value ? 'reduit' : 'ouvert'}>
      <a className="skip-link" href="#contenu">
        {t('shell.skip_to_content')}
      </a>
      <TopBar />
      <main id="contenu" tabIndex={-1}>
        {children}
      </main>
      {/* Before the footer: on a phone the bubbles are docked in the page's flow, after its content. */}
      <Bubbles />
      <Footer />
      <NewsBanner />
      <PositionAnnouncer />
    </div>
  );
}
