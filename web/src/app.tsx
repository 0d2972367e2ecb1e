import { createContext, type ReactNode, Suspense, useContext, useDeferredValue, useMemo } from 'react';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { LanguageProvider, useLanguage, useT } from './i18n/use-language.tsx';
import {
  AdminArea,
  CarPage,
  CircuitPage,
  ContactPage,
  DriverLapsPage,
  DriverPage,
  DriversPage,
  HomePage,
  LiveHubPage,
  NewsPage,
  ProgrammePage,
  RaceControlPage,
  ReplaysPage,
  ReportPage,
  ReportsPage,
  SessionsPage,
  TeamLapsPage,
  TeamPage,
  TeamsPage,
  VideosPage,
} from './pages.ts';
import { RankingPage } from './screens/live/ranking/ranking-page.tsx';
import { Shell } from './shell/shell.tsx';

/** The admin area has its own layout, without the public navigation; every other path is the public site. */
export function App() {
  return (
    <LanguageProvider>
      <Switch>
        <Route path="/admin/*?">
          <Suspense fallback={<Loading />}>
            <AdminArea />
          </Suspense>
        </Route>
        <Route>
          <PublicSite />
        </Route>
      </Switch>
    </LanguageProvider>
  );
}

/** What a page shows while its code loads. */
function Loading() {
  const t = useT();
  return <p className="muted">{t('common.loading')}</p>;
}

/**
 * Routes of spec part 1 §2 and part 2 §2, with the redirects; any unknown path goes to the home page. Each
 * redirect route has its own key: wouter's Redirect navigates once, on mount, so a redirect landing on
 * another one (/engagements/x → unknown → /) must mount a new Redirect rather than update the same one.
 */
function PublicSite() {
  // A new language renders the routes again: every screen's texts are read as it renders (memoised parts
  // read the language themselves).
  useLanguage();
  return (
    <Shell>
      <ShownAddress>
        <Suspense fallback={<Loading />}>
          <Switch>
            <Route path="/" component={HomePage} />
            <Route path="/live" component={LiveHubPage} />
            <Route path="/live/classement" component={RankingPage} />
            <Route path="/live/circuit" component={CircuitPage} />
            <Route path="/live/direction-de-course" component={RaceControlPage} />
            <Route path="/live/videos" component={VideosPage} />
            <Route path="/programme" component={ProgrammePage} />
            <Route path="/actualites" component={NewsPage} />
            <Route path="/contact" component={ContactPage} />
            <Route path="/pilotes" component={DriversPage} />
            <Route path="/pilotes/:id">{(params) => <DriverPage key={params.id} id={params.id} />}</Route>
            <Route path="/voitures/:entryId">
              {(params) => <CarPage key={params.entryId} entryId={params.entryId} />}
            </Route>
            <Route path="/replays" component={ReplaysPage} />
            <Route path="/sessions" component={SessionsPage} />
            <Route path="/sessions/reports" component={ReportsPage} />
            <Route path="/sessions/reports/:sessionId">
              {(params) => <ReportPage key={params.sessionId} sessionId={params.sessionId} />}
            </Route>
            <Route path="/sessions/:sessionId/teams/:teamId/drivers/:driverId/laps">
              {(params) => <DriverLapsPage {...params} />}
            </Route>
            <Route path="/equipes" component={TeamsPage} />
            <Route path="/equipes/:id" component={TeamPage} />
            <Route path="/equipes/:teamId/sessions/:sessionId" component={TeamLapsPage} />
            <Route key="engagements" path="/engagements">
              <Redirect to="/equipes" replace />
            </Route>
            <Route key="engagement" path="/engagements/:id">
              {(params) => <Redirect to={`/equipes/${params.id}`} replace />}
            </Route>
            <Route key="inconnue">
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </Suspense>
      </ShownAddress>
    </Shell>
  );
}

interface Address {
  path: string;
  search: string;
}

const ShownAddressContext = createContext<Address>({ path: '/', search: '' });

function useShownLocation(): [string, typeof navigate] {
  return [useContext(ShownAddressContext).path, navigate];
}

function useShownSearch(): string {
  return useContext(ShownAddressContext).search;
}

/**
 * The screens see the address they are rendered for, which lags behind the browser's while the next
 * page's code loads: the page being left stays shown and consistent (its own address, not the next one's)
 * until the next one can render, instead of giving way to the loading fallback, which only shows on a
 * page's first load. The shell around reads the browser's address, so the navigation shows at once.
 * Within one page (its query: a tab, a page of laps) the address is followed at once: a deferred render is
 * started again at each live frame, and a heavy page could wait for it indefinitely.
 */
function ShownAddress({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const address = useMemo(() => ({ path, search }), [path, search]);
  const deferred = useDeferredValue(address);
  return (
    <ShownAddressContext.Provider value={deferred.path === path ? address : deferred}>
      <Router hook={useShownLocation} searchHook={useShownSearch}>
        {children}
      </Router>
    </ShownAddressContext.Provider>
  );
}
