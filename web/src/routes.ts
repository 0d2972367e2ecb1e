import type { CoreMessageId } from './i18n/catalog-types.ts';
import { t } from './i18n/i18n.ts';

/** The site's pages: path and title (the document title adds the site's name). */
export const SITE_NAME = 'Le Mans live';

const ROUTE_TITLES: Record<string, CoreMessageId> = {
  '/': 'title.home',
  '/live': 'title.live',
  '/live/classement': 'title.ranking',
  '/live/circuit': 'title.circuit',
  '/live/direction-de-course': 'title.race_control',
  '/live/videos': 'title.videos',
  '/programme': 'title.programme',
  '/actualites': 'title.news',
  '/contact': 'title.contact',
  '/pilotes': 'title.drivers',
  '/equipes': 'title.teams',
  '/replays': 'title.replays',
  '/sessions': 'title.sessions',
};

/** The document's title in the page's language: the page's own, or the route's, then the site's name. */
export function documentTitle(path: string, title?: string): string {
  const id = ROUTE_TITLES[path];
  const shown = title ?? (id ? t(id) : undefined);
  return shown ? `${shown} — ${SITE_NAME}` : SITE_NAME;
}
