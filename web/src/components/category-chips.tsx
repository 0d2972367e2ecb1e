import { CATEGORY_GROUPS, type CategoryGroup, categoryColor } from '../format/categories.ts';

/**
 * The class chips above a chart or a list: one pressed at a time, each edged in its class colour; with
 * `withAll`, a last chip 'Toutes' (null) shows every class. `present`: the classes the session shown has
 * (Spa 2025 has no LMP2), every one while unknown.
 */
export function CategoryChips<Value extends CategoryGroup | null>({
  value,
  onSelect,
  withAll = false,
  present = CATEGORY_GROUPS,
}: {
  value: Value;
  onSelect: (group: Value) => void;
  withAll?: boolean;
  present?: readonly CategoryGroup[];
}) {
  const groups = (withAll ? [...present, null] : present) as readonly Value[];
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
