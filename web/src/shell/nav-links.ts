/** The site's main sections, in the order of the top bar and the footer (spec part 1 §2, part 2 §2). */

export interface NavLink {
  href: string;
  label: string;
}

export const LIVE_LINKS: readonly NavLink[] = [
  { href: '/live/classement', label: 'Classement' },
  { href: '/live/circuit', label: 'Circuit' },
  { href: '/live/direction-de-course', label: 'Direction de course' },
  { href: '/live/videos', label: 'Vidéos' },
];

export const NAV_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Accueil' },
  { href: '/live', label: 'Live' },
  { href: '/programme', label: 'Programme' },
  { href: '/equipes', label: 'Équipes' },
  { href: '/pilotes', label: 'Pilotes' },
  { href: '/actualites', label: 'Actualités' },
  { href: '/replays', label: 'Replays' },
  { href: '/contact', label: 'Contact' },
];

/** A section is current on its own path and below it; the home page only on itself. */
export function isCurrentSection(href: string, path: string): boolean {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
