import type { CoreMessageId } from '../i18n/catalog-types.ts';

/** The site's main sections, in the order of the top bar and the footer (spec part 1 §2, part 2 §2). */

export interface NavLink {
  href: string;
  label: CoreMessageId;
}

export const LIVE_LINKS: readonly NavLink[] = [
  { href: '/live/classement', label: 'nav.ranking' },
  { href: '/live/circuit', label: 'nav.circuit' },
  { href: '/live/direction-de-course', label: 'nav.race_control' },
  { href: '/live/videos', label: 'nav.videos' },
];

export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'nav.home' },
  { href: '/live', label: 'nav.live' },
  { href: '/programme', label: 'nav.programme' },
  { href: '/equipes', label: 'nav.teams' },
  { href: '/pilotes', label: 'nav.drivers' },
  { href: '/actualites', label: 'nav.news' },
  { href: '/replays', label: 'nav.replays' },
  { href: '/contact', label: 'nav.contact' },
];

/** A section is current on its own path and below it; the home page only on itself. */
export function isCurrentSection(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
