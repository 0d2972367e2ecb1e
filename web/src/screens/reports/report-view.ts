/**
 * What a report's address keeps (spec part 2 §3 and §4: a detail with the tab 'Tours' or 'Événements', and
 * our 'Classement' and 'Analyse'): the tab and the lap page, so that a view can be shared and Back returns to the one before.
 * `?onglet=evenements&page=3`; the defaults (laps tab, first page) are left out.
 */
export type ReportTab = 'tours' | 'classement' | 'evenements' | 'analyse';

export interface ReportView {
  tab: ReportTab;
  page: number;
}

export function reportViewOf(search: string): ReportView {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    tab: tabOf(params.get('onglet')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function tabOf(value: string | null): ReportTab {
  return value === 'classement' || value === 'evenements' || value === 'analyse' ? value : 'tours';
}

/** The query of a view, '' for the default one. */
export function reportSearchOf(view: ReportView): string {
  const params = new URLSearchParams();
  if (view.tab !== 'tours') params.set('onglet', view.tab);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
