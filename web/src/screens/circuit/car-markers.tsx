import { categoryColor } from '../../format/categories.ts';
import { t } from '../../i18n/i18n.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { isParked } from './car-placement.ts';
import { MARKER_SIZE_PX, type MarkerShape, numberSizeOf, shapeOf } from './marker-shapes.ts';

/**
 * One marker per car, in its class's shape and colour with its number (greyed once parked, ringed when
 * starred): an element named 'Voiture N' that says the car's details when pointed at, focused or tapped. Drawn
 * at the origin, at its size in px (marker-shapes.ts): the map's animation loop moves and scales each through
 * the element kept in `markers`, draws its line to its car's point when it stands aside, and hides it while
 * its car is in a pack.
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
        const shape = shapeOf(row.category_label);
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
            data-shape={shape}
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
            <line className="circuit-car__tie" x1={0} y1={0} x2={0} y2={0} />
            <ShapeOf shape={shape} fill={parked ? '#9CA3AF' : categoryColor(row.category_label)} />
            <text textAnchor="middle" dy="0.35em" fontSize={numberSizeOf(number)}>
              {number}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** A class's shape, centred on the origin (also drawn in the map's legend). */
export function ShapeOf({ shape, fill }: { shape: MarkerShape; fill: string }) {
  const half = MARKER_SIZE_PX[shape] / 2;
  if (shape === 'circle') return <circle className="circuit-shape" r={half} fill={fill} />;
  if (shape === 'square') {
    return (
      <rect
        className="circuit-shape"
        x={-half}
        y={-half}
        width={half * 2}
        height={half * 2}
        rx={2}
        fill={fill}
      />
    );
  }
  return (
    <polygon className="circuit-shape" points={`0,${-half} ${half},0 0,${half} ${-half},0`} fill={fill} />
  );
}
