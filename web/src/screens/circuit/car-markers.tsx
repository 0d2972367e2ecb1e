import { categoryColor } from '../../format/categories.ts';
import { t } from '../../i18n/i18n.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { isParked } from './car-placement.ts';

/**
 * One marker per car, in its class colour with its number (greyed once parked, ringed when starred): an
 * element named 'Voiture N' that says the car's details when pointed at, focused or tapped. Drawn at the
 * origin, 24 px across: the map's animation loop moves and scales each through the element kept in `markers`,
 * and hides it while its car is in a pack.
 */
export function CarMarkers({
  cars,
  starred,
  followed,
  markers,
  onPoint,
}: {
  cars: readonly ShownRow[];
  starred: ReadonlySet<string>;
  followed: string | null;
  markers: Map<string, SVGGElement>;
  /** The car pointed at, or null when none is any more. */
  onPoint: (number: string | null) => void;
}) {
  return (
    <>
      {cars.map((row) => {
        const number = row.participant_number;
        const parked = isParked(row.car_state);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be an HTML button; it takes the role
          <g
            key={number}
            ref={(element) => {
              if (element) markers.set(number, element);
              else markers.delete(number);
            }}
            className={`circuit-car${parked ? ' parked' : ''}${starred.has(number) ? ' starred' : ''}${
              number === followed ? ' followed' : ''
            }`}
            data-number={number}
            role="button"
            aria-label={t('circuit.car', { number })}
            tabIndex={0}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') onPoint(number);
            }}
            onMouseEnter={() => onPoint(number)}
            onMouseLeave={() => onPoint(null)}
            onFocus={() => onPoint(number)}
            onBlur={() => onPoint(null)}
            onClick={() => onPoint(number)}
          >
            <circle r={12} fill={parked ? '#9CA3AF' : categoryColor(row.category_label)} />
            <text textAnchor="middle" dy="4">
              {number}
            </text>
          </g>
        );
      })}
    </>
  );
}
