import { memo } from 'react';
import { t } from '../../i18n/i18n.ts';
import type { DrawnCircuit } from './circuit-layout.ts';
import { pathOf } from './measured-line.ts';

/**
 * What the map draws once per circuit, under the cars: the track, the pit lane, the starts of sectors 2 and
 * 3, the finish line and the named places; a schematic ring says that it is one, in its middle.
 */
export const CircuitDrawing = memo(function CircuitDrawing({ circuit }: { circuit: DrawnCircuit }) {
  const track = pathOf(circuit.trackPoints);
  const { view, finish } = circuit;
  return (
    <>
      <path className="circuit-track-edge" d={track} />
      <path className="circuit-track" d={track} />
      <path className="circuit-pit" d={pathOf(circuit.pitPoints)} />
      {circuit.sectorLines.map(({ name, point }) => (
        <g key={name} className="circuit-sector" transform={`translate(${point.x} ${point.y})`}>
          <circle r="7" />
          <text x="10" y="-8">
            {name}
          </text>
        </g>
      ))}
      <g
        className="circuit-line"
        transform={`translate(${finish.point.x} ${finish.point.y}) rotate(${finish.angle.toFixed(1)})`}
      >
        <rect x="-3" y="-12" width="6" height="24" />
      </g>
      {circuit.places.map((place) => (
        <text key={place.name} className="circuit-place" x={place.label.x} y={place.label.y}>
          {place.name}
        </text>
      ))}
      {circuit.kind === 'schematic' && (
        <text
          className="circuit-schematic"
          x={view.x + view.width / 2}
          y={view.y + view.height / 2}
          textAnchor="middle"
        >
          {t('circuit.schematic')}
        </text>
      )}
    </>
  );
});
