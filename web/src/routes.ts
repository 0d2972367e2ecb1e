/** The site's pages: path and French title (the document title adds the site's name). */
export const SITE_NAME = 'Le Mans live';

export const ROUTE_TITLES: Record<string, string> = {
  '/': 'Accueil',
  '/live': 'Live',
  '/live/classement': 'Classement en direct',
  '/live/circuit': 'Le circuit en direct',
  '/live/direction-de-course': 'Direction de course',
  '/live/videos': 'Vidéos en direct',
  '/programme': 'Programme',
  '/actualites': 'Actualités',
  '/contact': 'Contact',
  '/pilotes': 'Pilotes',
  '/equipes': 'Équipes',
  '/replays': 'Replays',
  '/sessions': 'Sessions',
};

export function documentTitle(path: string, title = ROUTE_TITLES[path]): string {
  return title ? `${title} — ${SITE_NAME}` : SITE_NAME;
}
