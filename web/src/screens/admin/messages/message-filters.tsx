import { useId } from 'react';
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
        <label htmlFor={`${id}-search`}>Rechercher</label>
        <input
          id={`${id}-search`}
          type="search"
          placeholder="Nom, e-mail, sujet ou message"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-status`}>Statut</label>
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
        <label htmlFor={`${id}-period`}>Période</label>
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
