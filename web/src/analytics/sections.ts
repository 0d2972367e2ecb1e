import type { AnalyticsSection } from './events.ts';

/**
 * The section of a page path (spec part 1 §7): home for the root or /home, then the first of live,
 * programme, engagements and actualites the path contains, else other. A query or hash is ignored.
 */
export function sectionOfPath(path: string): AnalyticsSection {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (pathname === '' || pathname === '/' || pathname === '/home' || pathname === '/home/') return 'home';
  if (pathname.includes('/live')) return 'live';
  if (pathname.includes('/programme')) return 'programme';
  if (pathname.includes('/engagements')) return 'engagements';
  if (pathname.includes('/actualites')) return 'actualites';
  return 'other';
}
