import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import {
  type MessageFilters as Filters,
  PERIOD_OPTIONS,
  type Period,
  STATUS_FILTER_OPTIONS,
  type StatusFilter,
} from './message-rules.ts';

/** Status, free text and period; the list below follows as they change (spec part 2 §5). */
export function MessageFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const id = useId();
  return (
    <search className="card admin-filters">
      <div className="admin-field admin-filter-search">
        <label htmlFor={`${id}-search`}>{t('admin.messages.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder={t('admin.messages.search_placeholder')}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-status`}>{t('admin.messages.status')}</label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}
        >
          {STATUS_FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-period`}>{t('admin.messages.period')}</label>
        <select
          id={`${id}-period`}
          value={filters.period}
          onChange={(event) => onChange({ ...filters, period: event.target.value as Period })}
        >
          {PERIOD_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
