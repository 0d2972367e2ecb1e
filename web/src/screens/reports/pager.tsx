import { t } from '../../i18n/i18n.ts';
import { pagerItems } from './pager-rules.ts';

/**
 * Numbered page buttons (spec part 2 §9), compact for long sessions: previous, first, current ±2, last,
 * next. The current page is marked with aria-current.
 */
export function Pager({
  page,
  totalPages,
  label,
  onPage,
}: {
  page: number;
  totalPages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const items = pagerItems(page, totalPages);
  return (
    <nav className="report-pager" aria-label={label}>
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('report.pager.previous')}
      >
        ‹
      </button>
      {items.map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${items[index + 1]}`} className="report-pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('report.pager.page', { page: item })}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t('report.pager.next')}
      >
        ›
      </button>
    </nav>
  );
}
