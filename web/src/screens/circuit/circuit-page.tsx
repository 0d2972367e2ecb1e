import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CategoryChips } from '../../components/category-chips.tsx';
import { ScrollBox } from '../../components/scroll-box.tsx';
import { type CategoryGroup, categoryColor, categoryGroupOf } from '../../format/categories.ts';
import { formatLapTime } from '../../format/timing.ts';
import { documentTitle } from '../../routes.ts';
import { favourites } from '../../stores/favourites-store.ts';
import type { ShownRow } from '../../stores/live-rules.ts';
import { liveState } from '../../stores/live-state-store.ts';
import { lastUpdate, liveRows, liveWeather, loadLive } from '../../stores/live-store.ts';
import { gapText } from '../live/ranking-cells.ts';
import { neutralisationOf } from '../live/ranking-view.ts';
import { isParked } from './car-placement.ts';
import { LE_MANS, type Point, pathOf } from './le-mans-layout.ts';
import { type MapFrame, startMarkerLoop } from './marker-loop.ts';
import './circuit-page.css';

const REFRESH_MS = 10_000;

/**
 * /live/circuit: every car on a drawing of the Circuit des 24 Heures, placed by where the timing says it is
 * on its lap (the feed has no coordinates): one animation loop moves the markers, React only draws them
 * when the cars change. Beside the map, the running order as text.
 */
export function CircuitPage() {
  useSignals();
  const rows = liveRows.value;
  const [group, setGroup] = useState<CategoryGroup | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [followed, setFollowed] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `rows` is the signal's value, a new array per frame
  const shown = useMemo(
    () => rows.filter((row) => group === null || categoryGroupOf(row.category_label) === group),
    [rows, group],
  );
  const neutralised = neutralisationOf(liveState.value) !== null;
  const svg = useRef<SVGSVGElement>(null);
  const markers = useRef(new Map<string, SVGGElement>());
  const frame = useRef<MapFrame>({ cars: shown, neutralised, followed, elapsedMs: 0, receivedAt: 0 });
  frame.current = {
    cars: shown,
    neutralised,
    followed,
    elapsedMs: (liveWeather.value?.elapsed_time ?? 0) * 1000,
    receivedAt: lastUpdate.value ?? Date.now(),
  };

  useEffect(() => {
    document.title = documentTitle('/live/circuit');
    void loadLive();
    const refresh = setInterval(() => void loadLive(), REFRESH_MS);
    return () => clearInterval(refresh);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the loop reads the frame from the ref; it starts again when the cars change, which is how reduced motion redraws at each frame
  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    return startMarkerLoop(
      () => frame.current,
      markers.current,
      () => svg.current,
      reduced,
    );
  }, [shown, followed]);

  const starred = favourites.value;
  const detail = shown.find((row) => row.participant_number === (hovered ?? followed));
  const byRanking = [...shown].sort((a, b) => a.ranking - b.ranking);

  return (
    <section className="circuit-page" aria-labelledby="circuit-title">
      <header className="circuit-header">
        <h1 id="circuit-title">Le circuit en direct</h1>
        <Link href="/live/classement">Classement</Link>
      </header>
      <CategoryChips value={group} onSelect={setGroup} withAll />
      <div className="circuit-columns">
        <figure className="card circuit-map">
          <svg
            ref={svg}
            viewBox={`0 0 ${LE_MANS.viewBox.width} ${LE_MANS.viewBox.height}`}
            aria-labelledby="circuit-map-title"
          >
            <title id="circuit-map-title">
              {`${LE_MANS.name}, ${LE_MANS.lengthKm.toLocaleString('fr-FR')} km : les voitures en piste`}
            </title>
            <path className="circuit-track-edge" d={pathOf(LE_MANS.track)} />
            <path className="circuit-track" d={pathOf(LE_MANS.track)} />
            <path className="circuit-pit" d={pathOf(LE_MANS.pitLane)} />
            {LE_MANS.sectorPoints.map((index, sector) => {
              const point = LE_MANS.track[index] as Point;
              return (
                <g key={index} className="circuit-sector" transform={`translate(${point.x} ${point.y})`}>
                  <circle r="7" />
                  <text x="10" y="-8">
                    S{sector + 2}
                  </text>
                </g>
              );
            })}
            <g
              className="circuit-line"
              transform={`translate(${LE_MANS.track[0]?.x} ${LE_MANS.track[0]?.y})`}
            >
              <rect x="-3" y="-12" width="6" height="24" />
            </g>
            {LE_MANS.places.map((place) => {
              const point = LE_MANS.track[place.at] as Point;
              return (
                <text
                  key={place.name}
                  className="circuit-place"
                  x={point.x + place.dx}
                  y={point.y + place.dy}
                >
                  {place.name}
                </text>
              );
            })}
            {shown.map((row) => {
              const number = row.participant_number;
              const parked = isParked(row.car_state);
              return (
                // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be an HTML button; it takes the role
                <g
                  key={number}
                  ref={(element) => {
                    if (element) markers.current.set(number, element);
                    else markers.current.delete(number);
                  }}
                  className={`circuit-car${parked ? ' parked' : ''}${starred.has(number) ? ' starred' : ''}${
                    number === followed ? ' followed' : ''
                  }`}
                  data-number={number}
                  role="button"
                  aria-label={`Voiture ${number}`}
                  tabIndex={0}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') setHovered(number);
                  }}
                  onMouseEnter={() => setHovered(number)}
                  onMouseLeave={() => setHovered(null)}
                  onFocus={() => setHovered(number)}
                  onBlur={() => setHovered(null)}
                  onClick={() => setHovered(number)}
                >
                  <circle
                    r={starred.has(number) ? 13 : 10}
                    fill={parked ? '#9CA3AF' : categoryColor(row.category_label)}
                  />
                  <text textAnchor="middle" dy="4">
                    {number}
                  </text>
                </g>
              );
            })}
          </svg>
          <figcaption className="circuit-detail" aria-live="polite">
            {detail ? <CarDetail row={detail} /> : 'Survolez ou touchez une voiture.'}
          </figcaption>
        </figure>
        <section className="card circuit-order" aria-labelledby="circuit-order-title">
          <h2 id="circuit-order-title">Ordre de course</h2>
          <label className="circuit-follow">
            Suivre{' '}
            <select value={followed ?? ''} onChange={(event) => setFollowed(event.target.value || null)}>
              <option value="">Aucune voiture (tout le circuit)</option>
              {byRanking.map((row) => (
                <option key={row.participant_number} value={row.participant_number}>
                  #{row.participant_number} {row.team_name}
                </option>
              ))}
            </select>
          </label>
          <ScrollBox className="circuit-order-list" label="Ordre de course, en texte">
            <ol>
              {byRanking.map((row) => (
                <li key={row.participant_number}>
                  P{row.ranking} #{row.participant_number} {row.team_name} · {row.category_label} P
                  {row.category_position}
                  {row.car_state === 'InPit' ? ' · aux stands' : ''}
                </li>
              ))}
            </ol>
          </ScrollBox>
        </section>
      </div>
    </section>
  );
}

function CarDetail({ row }: { row: ShownRow }) {
  return (
    <>
      <strong>
        #{row.participant_number} {row.team_name}
      </strong>{' '}
      · {row.current_driver_name || '-'} · {row.category_label} P{row.category_position} · écart{' '}
      {gapText(row.class_gap_time, row.class_gap) || 'leader'} · dernier tour{' '}
      {formatLapTime(row.last_lap_time)}
    </>
  );
}
