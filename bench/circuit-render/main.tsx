/**
 * The page of the circuit benchmark (bench/circuit.bench.ts): the 62 cars of a live frame on the circuit's
 * drawing, moved at every frame of the screen and gathered into packs where too close to be read, either as
 * the site does it (`moveMarkers`: React draws the markers once, each frame writes their transforms and the
 * packs' markers) or as a React page would by default (the positions and packs in state, set at each frame:
 * every marker rendered again). Each frame's main-thread time is read from the
 * start of its animation callback to a task queued there, which runs once the frame's style, layout and
 * paint are done.
 */
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { viewBoxText } from '../../web/src/screens/circuit/circuit-layout.ts';
import { drawnCircuitById } from '../../web/src/screens/circuit/circuits.ts';
import { packLabelOf } from '../../web/src/screens/circuit/map-texts.ts';
import {
  type Drawn,
  type MapFrame,
  markersAt,
  moveMarkers,
  placesAt,
  sizeOf,
  unitsPerPixelOf,
} from '../../web/src/screens/circuit/marker-loop.ts';
import type { MarkerPack } from '../../web/src/screens/circuit/marker-packs.ts';
import { pathOf } from '../../web/src/screens/circuit/measured-line.ts';
import { PackBadges } from '../../web/src/screens/circuit/pack-badges.ts';
import type { ShownRow } from '../../web/src/stores/live-rules.ts';

type Way = 'ours' | 'react-state';
type Tick = () => void;

const LE_MANS_CIRCUIT = drawnCircuitById('le-mans');
const viewBox = viewBoxText(LE_MANS_CIRCUIT.view);

function Track() {
  return <path d={pathOf(LE_MANS_CIRCUIT.trackPoints)} fill="none" stroke="#9CA3AF" strokeWidth={16} />;
}

function Marker({ row, transform }: { row: ShownRow; transform?: string }) {
  return (
    <g data-number={row.participant_number} transform={transform}>
      <circle r={12} fill="#2563EB" stroke="#fff" strokeWidth={2} />
      <text textAnchor="middle" dy="4" fill="#fff" fontSize="12">
        {row.participant_number}
      </text>
    </g>
  );
}

/** The site's way: markers rendered once, moved and gathered by `moveMarkers`. */
function Ours({ frame, onTick }: { frame: MapFrame; onTick: (tick: Tick) => void }) {
  const svg = useRef<SVGSVGElement>(null);
  const layer = useRef<SVGGElement>(null);
  const packs = useRef<PackBadges | null>(null);
  const markers = useRef(new Map<string, SVGGElement>());
  // The last drawing, as the page keeps it: its layout is moved with the cars while it holds.
  const drawn = useRef<Drawn | null>(null);
  onTick(() => {
    if (!packs.current && layer.current) packs.current = new PackBadges(layer.current, () => {});
    const elements = { svg: svg.current, packs: packs.current, clock: null };
    drawn.current = moveMarkers(frame, markers.current, elements, Date.now(), drawn.current);
  });
  return (
    <svg ref={svg} viewBox={viewBox} width={390} height={281}>
      <title>Les voitures sur le circuit</title>
      <Track />
      {frame.cars.map((row) => (
        <g
          key={row.participant_number}
          ref={(element) => {
            if (element) markers.current.set(row.participant_number, element);
          }}
        >
          <Marker row={row} />
        </g>
      ))}
      <g ref={layer} />
    </svg>
  );
}

/** The default React way: positions and packs in state, every marker rendered again at each frame. */
function ReactState({ frame, onTick }: { frame: MapFrame; onTick: (tick: Tick) => void }) {
  const svg = useRef<SVGSVGElement>(null);
  const at = (wallMs: number) => {
    const places = placesAt(frame.circuit, frame.cars, frame.raceTimeAt(wallMs), false);
    const unitsPerPx = unitsPerPixelOf(LE_MANS_CIRCUIT.view, sizeOf(svg.current));
    return { unitsPerPx, packs: markersAt(frame.cars, places, LE_MANS_CIRCUIT.view, unitsPerPx, null) };
  };
  const [{ unitsPerPx, packs }, setShown] = useState(() => at(Date.now()));
  onTick(() => flushSync(() => setShown(at(Date.now()))));
  // Where each car alone is drawn: on its point, or stood aside where others cover it.
  const points = new Map(
    packs.flatMap((pack) => (pack.numbers.length === 1 ? [[pack.numbers[0], pack.point]] : [])),
  );
  const scale = ` scale(${unitsPerPx.toFixed(3)})`;
  return (
    <svg ref={svg} viewBox={viewBox} width={390} height={281}>
      <title>Les voitures sur le circuit</title>
      <Track />
      {frame.cars.map((row) => {
        const point = points.get(row.participant_number);
        if (!point) return null;
        return (
          <Marker
            key={row.participant_number}
            row={row}
            transform={`translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})${scale}`}
          />
        );
      })}
      {packs
        .filter((pack) => pack.numbers.length > 1)
        .map((pack) => (
          <PackMarker key={pack.numbers[0]} pack={pack} scale={scale} />
        ))}
    </svg>
  );
}

function PackMarker({ pack, scale }: { pack: MarkerPack; scale: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be an HTML button; it takes the role
    <g
      role="button"
      tabIndex={0}
      aria-label={packLabelOf(pack.numbers)}
      transform={`translate(${pack.point.x.toFixed(1)} ${pack.point.y.toFixed(1)})${scale}`}
    >
      <circle r={12} fill="#111827" stroke="#fff" strokeWidth={2} />
      <text textAnchor="middle" dy="4" fill="#fff" fontSize="12">
        {pack.numbers.length}
      </text>
    </g>
  );
}

/** Mounts one way, then times `frames` frames of the screen: main-thread milliseconds per frame. */
async function run(way: Way, cars: ShownRow[], elapsedMs: number, frames: number): Promise<number[]> {
  const host = document.getElementById('root') as HTMLElement;
  const root = createRoot(host);
  let tick: Tick = () => {};
  const receivedAt = Date.now();
  const frame: MapFrame = {
    circuit: LE_MANS_CIRCUIT,
    cars,
    neutralised: false,
    followed: null,
    openedLead: null,
    starred: new Set(),
    // The race runs on at the wall's pace from the frame, as the live page's clock runs it.
    raceTimeAt: (wallMs) => elapsedMs + (wallMs - receivedAt),
  };
  const Way = way === 'ours' ? Ours : ReactState;
  flushSync(() => root.render(<Way frame={frame} onTick={(next) => (tick = next)} />));
  const channel = new MessageChannel();
  const samples: number[] = [];
  await new Promise<void>((resolve) => {
    let started = 0;
    channel.port1.onmessage = () => {
      samples.push(performance.now() - started);
      if (samples.length >= frames) resolve();
      else requestAnimationFrame(step);
    };
    const step = () => {
      started = performance.now();
      tick();
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(step);
  });
  root.unmount();
  return samples;
}

(globalThis as unknown as { runCircuit: typeof run }).runCircuit = run;
