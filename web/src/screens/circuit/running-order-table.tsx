import { t } from '../../i18n/i18n.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { rowsInViewOf } from '../live/ranking/ranking-view.ts';
import type { ClassifiedPlace } from '../live/ranking/row-in-view.ts';
import { useFirstScreenFirst } from '../live/ranking/use-first-screen-first.ts';
import { categorySlugOf } from '../live/view/live-view-url.ts';

/**
 * The running order beside the map, as the ranking words it: position, number (framed in its class colour,
 * the class said to screen readers), team with its driver at the wheel, place in its class, gap to the
 * leader. With one class shown, the positions and gaps are the class's, as in the ranking's class view, and
 * the place in the class is the position.
 */
export function RunningOrderTable({
  rows,
  classView,
  places = null,
}: {
  rows: readonly ShownRow[];
  classView: boolean;
  /** A sub-class's places (see subclass-view.ts), when one is shown; else the timing's. */
  places?: ReadonlyMap<string, ClassifiedPlace> | null;
}) {
  // Below the map on a phone: its first rows first, the others in steps, as the ranking's.
  const firstScreenFirst = useFirstScreenFirst(rows);
  const views = rowsInViewOf(rows, classView, undefined, places);
  return (
    <table className="running-order" aria-busy={firstScreenFirst.waiting || undefined}>
      <caption className="visually-hidden">
        {t(classView ? 'circuit.order_caption_class' : 'circuit.order_caption_all')}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="running-order__pos">
            <abbr title={t(classView ? 'ranking.column.pos_full_class' : 'ranking.column.pos_full')}>
              {t('ranking.column.pos')}
            </abbr>
          </th>
          <th scope="col">
            <abbr title={t('ranking.column.num_full')}>{t('ranking.column.num')}</abbr>
          </th>
          <th scope="col">{t('circuit.column.team_driver')}</th>
          {!classView && (
            <th scope="col" className="running-order__class">
              <abbr title={t('circuit.column.class_pos_full')}>{t('circuit.column.class_pos')}</abbr>
            </th>
          )}
          <th scope="col" className="running-order__gap">
            {t('ranking.column.gap')}
          </th>
        </tr>
      </thead>
      <tbody>
        {firstScreenFirst.rows.map((row) => {
          const view = views.get(row.participant_number);
          return (
            <tr key={row.participant_number}>
              <td className="running-order__pos">{view?.position || '-'}</td>
              <th scope="row">
                <span className={`car-number ${categorySlugOf(row.category_label)}`}>
                  {row.participant_number}
                </span>
                <span className="visually-hidden"> {row.category_label}</span>
              </th>
              <td>
                {row.car_state === 'InPit' && <span className="pit-marker">{t('ranking.pit_marker')}</span>}
                {row.team_name}
                {row.current_driver_name && (
                  <span className="running-order__driver muted">{row.current_driver_name}</span>
                )}
              </td>
              {!classView && (
                <td className="running-order__class">
                  {row.category_position > 0 ? `P${row.category_position}` : ''}
                </td>
              )}
              <td className="running-order__gap">{view?.gap}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
