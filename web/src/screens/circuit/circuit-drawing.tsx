import { memo } from 'react';
import { type CircuitLayout, type Point, pathOf } from './circuit-layout.ts';

/**
 * What the map draws once per circuit, under the cars: the track, the pit lane, the starts of sectors 2 and
 * 3, the finish line and the named places.
 */
export const CircuitDrawing = memo(function CircuitDrawing({ layout }: { layout: CircuitLayout }) {
  return (
    <>
      <path className="circuit-track-edge" d={pathOf(layout.track)} />
      <path className="circuit-track" d={pathOf(layout.track)} />
      <path className="circuit-pit" d={pathOf(layout.pitLane)} />
      {layout.sectorPoints.map((index, sector) => {
        const point = layout.track[index] as Point;
        return (
          <g key={index} className="circuit-sector" transform={`translate(${point.x} ${point.y})`}>
            <circle r="7" />
            <text x="10" y="-8">
              S{sector + 2}
            </text>
          </g>
        );
      })}
      <g className="circuit-line" transform={`translate(${layout.track[0]?.x} ${layout.track[0]?.y})`}>
        <rect x="-3" y="-12" width="6" height="24" />
      </g>
      {layout.places.map((place) => {
        const point = layout.track[place.at] as Point;
        return (
          <text key={place.name} className="circuit-place" x={point.x + place.dx} y={point.y + place.dy}>
            {place.name}
          </text>
        );
      })}
    </>
  );
});
