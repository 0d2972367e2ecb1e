import type { AdminMessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';

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
const ADMIN_PAGES: Record<string, AdminMessageId> = {
  '/admin': 'admin.nav.administration',
  '/admin/messages': 'admin.nav.messages',
  '/admin/streams': 'admin.nav.streams',
  [ADMIN_RECORDINGS]: 'admin.nav.sessions',
  [ADMIN_RACE_EVENTS]: 'admin.nav.race_events',
};

const MENU: readonly { label: AdminMessageId; href: string }[] = [
  { label: 'admin.nav.dashboard', href: '/admin' },
  { label: 'admin.nav.messages', href: '/admin/messages' },
  { label: 'admin.nav.streams', href: '/admin/streams' },
  { label: 'admin.nav.sessions', href: ADMIN_RECORDINGS },
  { label: 'admin.nav.race_events', href: ADMIN_RACE_EVENTS },
  { label: 'admin.nav.back_to_site', href: '/' },
];

/** The menu, each link named in the page's language as it is read. */
export const ADMIN_MENU: readonly AdminLink[] = MENU.map(({ label, href }) => ({
  get label() {
    return t(label);
  },
  href,
}));

/** "Administration", then the page's name when it is not the dashboard; the last crumb is the page itself. */
export function breadcrumbOf(path: string): AdminLink[] {
  const home = { label: t(ADMIN_PAGES[ADMIN_HOME] as AdminMessageId), href: ADMIN_HOME };
  const page = ADMIN_PAGES[normalised(path)];
  return page && normalised(path) !== ADMIN_HOME
    ? [home, { label: t(page), href: normalised(path) }]
    : [home];
}

/** The document title's page part: "Messages — Administration", or "Administration" on the dashboard. */
export function adminPageTitle(path: string): string {
  return breadcrumbOf(path)
    .map((crumb) => crumb.label)
    .reverse()
    .join(' — ');
}

const normalised = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
