import type { CSSProperties } from 'react';
import { CATEGORY_GROUPS, type CategoryGroup, categoryColor } from '../../format/categories.ts';
import { t } from '../../i18n/i18n.ts';
import { REPLAYS_TEXT as TEXT } from './replay-rules.ts';

/**
 * The category banners (spec part 2 §2): each with its replay count in its colour (§9), then 'all'.
 * Choosing one filters the list; the chosen one is pressed.
 */
export function ReplayCategories({
  counts,
  selected,
  onSelect,
}: {
  counts: Record<'total' | CategoryGroup, number>;
  selected: CategoryGroup | null;
  onSelect: (category: CategoryGroup | null) => void;
}) {
  const banners = [
    ...CATEGORY_GROUPS.map((group) => ({ value: group, label: group, count: counts[group] })),
    { value: null, label: TEXT.allCategories, count: counts.total },
  ];
  return (
    <fieldset className="replays-categories">
      <legend className="visually-hidden">{TEXT.categories}</legend>
      {banners.map((banner) => (
        <button
          key={banner.label}
          type="button"
          className="replays-category"
          data-category={banner.value ?? 'all'}
          aria-pressed={selected === banner.value}
          style={{ '--category': banner.value ? categoryColor(banner.value) : 'var(--ink)' } as CSSProperties}
          onClick={() => onSelect(banner.value)}
        >
          <strong>{banner.label}</strong>
          <span>{t('replays.count', { count: banner.count })}</span>
        </button>
      ))}
    </fieldset>
  );
}
