import { CATEGORY_GROUPS, type CategoryGroup } from '../format/categories.ts';
import { t } from '../i18n/i18n.ts';
import './segmented.css';

/**
 * The class chips above a chart, a list or the circuit, drawn as the ranking's class choice (a segmented
 * group, each underlined in its class colour): one pressed at a time; with
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
    <fieldset className="segmented category-chips">
      <legend className="visually-hidden">{t('details.category')}</legend>
      {groups.map((group) => (
        <button
          key={group ?? 'all'}
          type="button"
          className={group ? `segmented__choice class-choice ${group.toLowerCase()}` : 'segmented__choice'}
          aria-pressed={group === value}
          data-class={group ?? 'all'}
          onClick={() => onSelect(group)}
        >
          {group ?? t('ranking.controls.all_classes')}
        </button>
      ))}
    </fieldset>
  );
}
