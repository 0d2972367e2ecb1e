import { Redirect, Route, Switch } from 'wouter';
import { ContactPage } from './screens/contact/contact-page.tsx';
import { HomePage } from './screens/home/home-page.tsx';
import { LiveHubPage } from './screens/live/live-hub-page.tsx';
import { RankingPage } from './screens/live/ranking-page.tsx';
import { VideosPage } from './screens/live/videos-page.tsx';
import { NewsPage } from './screens/news/news-page.tsx';
import { ProgrammePage } from './screens/programme/programme-page.tsx';
import { Shell } from './shell/shell.tsx';

/**
 * Routes of spec part 1 §2 (and part 2's redirects); any unknown path goes to the home page. Each redirect
 * route has its own key: wouter's Redirect navigates once, on mount, so a redirect landing on another one
 * (/engagements → /equipes → /) must mount a new Redirect rather than update the same one.
 */
export function App() {
  return (
    <Shell>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/live" component={LiveHubPage} />
        <Route path="/live/classement" component={RankingPage} />
        <Route path="/live/videos" component={VideosPage} />
        <Route path="/programme" component={ProgrammePage} />
        <Route path="/actualites" component={NewsPage} />
        <Route path="/contact" component={ContactPage} />
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
    </Shell>
  );
}
