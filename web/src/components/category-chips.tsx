import { CATEGORY_GROUPS, type CategoryGroup, categoryColor } from '../format/categories.ts';

/**
 * The class chips above a chart or a list: one pressed at a time, each edged in its class colour; with
 * `withAll`, a last chip 'Toutes' (null) shows every class.
 */
export function CategoryChips<Value extends CategoryGroup | null>({
  value,
  onSelect,
  withAll = false,
}: {
  value: Value;
  onSelect: (group: Value) => void;
  withAll?: boolean;
}) {
  const groups = (withAll ? [...CATEGORY_GROUPS, null] : CATEGORY_GROUPS) as readonly Value[];
  return (
    <fieldset className="report-chips">
      <legend className="visually-hidden">Catégorie</legend>
      {groups.map((group) => (
        <button
          key={group ?? 'all'}
          type="button"
          aria-pressed={group === value}
          data-class={group ?? 'all'}
          style={group ? { borderColor: categoryColor(group) } : undefined}
          onClick={() => onSelect(group)}
        >
          {group ?? 'Toutes'}
        </button>
      ))}
    </fieldset>
  );
}
