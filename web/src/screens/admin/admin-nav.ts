/** Where the admin area leads (spec part 2 §2): its menu, its pages' names and the breadcrumb. */

export interface AdminLink {
  label: string;
  href: string;
}

export const ADMIN_HOME = '/admin';
/** Recordings, imports and replays, with the race sessions they made. */
export const ADMIN_RECORDINGS = '/admin/enregistrements';
/** The stored race events and the sessions each holds. */
export const ADMIN_RACE_EVENTS = '/admin/epreuves';

/** The admin pages and their names; the dashboard is the area itself. */
const ADMIN_PAGES: Record<string, string> = {
  '/admin': 'Administration',
  '/admin/messages': 'Messages',
  '/admin/streams': 'Streams Live',
  [ADMIN_RECORDINGS]: 'Sessions',
  [ADMIN_RACE_EVENTS]: 'Épreuves',
};

export const ADMIN_MENU: readonly AdminLink[] = [
  { label: 'Dashboard', href: '/admin' },
  { label: 'Messages', href: '/admin/messages' },
  { label: 'Streams Live', href: '/admin/streams' },
  { label: 'Sessions', href: ADMIN_RECORDINGS },
  { label: 'Épreuves', href: ADMIN_RACE_EVENTS },
  { label: 'Retour au site', href: '/' },
];

/** "Administration", then the page's name when it is not the dashboard; the last crumb is the page itself. */
export function breadcrumbOf(path: string): AdminLink[] {
  const home = { label: ADMIN_PAGES[ADMIN_HOME] ?? '', href: ADMIN_HOME };
  const page = ADMIN_PAGES[normalised(path)];
  return page && normalised(path) !== ADMIN_HOME ? [home, { label: page, href: normalised(path) }] : [home];
}

/** The document title's page part: "Messages — Administration", or "Administration" on the dashboard. */
export function adminPageTitle(path: string): string {
  return breadcrumbOf(path)
    .map((crumb) => crumb.label)
    .reverse()
    .join(' — ');
}

const normalised = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
