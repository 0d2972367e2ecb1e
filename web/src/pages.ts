import { lazyPage } from './lazy-page.tsx';

/*
 * The live ranking is the page opened on phones during the race: it is the only screen in the entry, with
 * the shell. Every other page loads when first opened (the pages of part 2 bring charts, flags and country
 * names), so that the ranking's first render waits for no code it does not show.
 */
export const HomePage = lazyPage(() => import('./screens/home/home-page.tsx').then((m) => m.HomePage));
export const LiveHubPage = lazyPage(() =>
  import('./screens/live/hub/live-hub-page.tsx').then((m) => m.LiveHubPage),
);
export const VideosPage = lazyPage(() =>
  import('./screens/live/videos/videos-page.tsx').then((m) => m.VideosPage),
);
export const ProgrammePage = lazyPage(() =>
  import('./screens/programme/programme-page.tsx').then((m) => m.ProgrammePage),
);
export const NewsPage = lazyPage(() => import('./screens/news/news-page.tsx').then((m) => m.NewsPage));
export const CircuitPage = lazyPage(() =>
  import('./screens/circuit/circuit-page.tsx').then((m) => m.CircuitPage),
);
export const RaceControlPage = lazyPage(() =>
  import('./screens/live/race-control/race-control-page.tsx').then((m) => m.RaceControlPage),
);
export const ContactPage = lazyPage(() =>
  import('./screens/contact/contact-page.tsx').then((m) => m.ContactPage),
);
export const CarPage = lazyPage(() => import('./screens/cars/car-page.tsx').then((m) => m.CarPage));
export const DriverLapsPage = lazyPage(() =>
  import('./screens/drivers/driver-laps-page.tsx').then((m) => m.DriverLapsPage),
);
export const DriverPage = lazyPage(() =>
  import('./screens/drivers/driver-page.tsx').then((m) => m.DriverPage),
);
export const DriversPage = lazyPage(() =>
  import('./screens/drivers/drivers-page.tsx').then((m) => m.DriversPage),
);
export const ReplaysPage = lazyPage(() =>
  import('./screens/replays/replays-page.tsx').then((m) => m.ReplaysPage),
);
export const ReportPage = lazyPage(() =>
  import('./screens/reports/report-page.tsx').then((m) => m.ReportPage),
);
export const ReportsPage = lazyPage(() =>
  import('./screens/reports/reports-page.tsx').then((m) => m.ReportsPage),
);
export const SessionsPage = lazyPage(() =>
  import('./screens/sessions/sessions-page.tsx').then((m) => m.SessionsPage),
);
export const TeamLapsPage = lazyPage(() =>
  import('./screens/teams/team-laps-page.tsx').then((m) => m.TeamLapsPage),
);
export const TeamPage = lazyPage(() => import('./screens/teams/team-page.tsx').then((m) => m.TeamPage));
export const TeamsPage = lazyPage(() => import('./screens/teams/teams-page.tsx').then((m) => m.TeamsPage));
// The admin area also shows public pages' words and parts (a session's columns, a race's analysis).
export const AdminArea = lazyPage(
  () => import('./screens/admin/admin-area.tsx').then((m) => m.AdminArea),
  ['admin', 'pages', 'tools'],
);
