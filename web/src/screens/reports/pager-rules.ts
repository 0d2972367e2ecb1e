/** A page number, or the ellipsis standing for the pages left out between two shown numbers. */
export type PagerItem = number | 'gap';

/** Pages shown either side of the current one. */
const AROUND = 2;

/**
 * The numbered buttons of a compact pager: the first and last pages and the current one ±2, with an
 * ellipsis for each run of pages left out. An ellipsis would hide a single page: that page is shown instead.
 */
export function pagerItems(current: number, total: number): PagerItem[] {
  if (total < 1) return [];
  const shown = new Set([1, total]);
  for (let page = current - AROUND; page <= current + AROUND; page++) {
    if (page >= 1 && page <= total) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
