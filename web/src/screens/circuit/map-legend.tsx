import { type CategoryGroup, categoryColor } from '../../format/categories.ts';
import { t } from '../../i18n/i18n.ts';
import { shapeOf } from './marker-shapes.ts';

/**
 * What the map's shapes say, under it: each class of the session by its shape and colour, and a pack of cars.
 * The shape, not the colour alone, tells the classes apart (marker-shapes.ts). Its samples are drawn by the
 * stylesheet, by their `data-shape`: the map's card holds one drawing only.
 */
export function MapLegend({ groups }: { groups: readonly CategoryGroup[] }) {
  return (
    <ul className="circuit-legend" aria-label={t('circuit.legend')}>
      {groups.map((group) => (
        <li key={group} data-shape={shapeOf(group)}>
          <span className="circuit-legend__sample" style={{ backgroundColor: categoryColor(group) }} />
          {group}
        </li>
      ))}
      <li data-shape="pack">
        <span className="circuit-legend__sample" />
        {t('circuit.legend_pack')}
      </li>
    </ul>
  );
}
