/**
 * The page of the circuit benchmark (bench/circuit.bench.ts): the 62 cars of a live frame on the circuit's
 * drawing, moved at every frame of the screen either as the site moves them (`moveMarkers`: React draws the
 * markers once, each frame writes their transforms) or as a React page would by default (the positions in
 * state, set at each frame: every marker rendered again). Each frame's main-thread time is read from the
 * start of its animation callback to a task queued there, which runs once the frame's style, layout and
 * paint are done.
 */
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { viewBoxText } from '../../web/src/screens/circuit/circuit-layout.ts';
import { drawnCircuitById } from '../../web/src/screens/circuit/circuits.ts';
import { type MapFrame, moveMarkers, pointsAt } from '../../web/src/screens/circuit/marker-loop.ts';
import { pathOf } from '../../web/src/screens/circuit/measured-line.ts';
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
      <circle r={10} fill="#2563EB" stroke="#fff" strokeWidth={2} />
      <text textAnchor="middle" dy="4" fill="#fff" fontSize="11">
        {row.participant_number}
      </text>
    </g>
  );
}

/** The site's way: markers rendered once, moved by `moveMarkers`. */
function Ours({ frame, onTick }: { frame: MapFrame; onTick: (tick: Tick) => void }) {
  const svg = useRef<SVGSVGElement>(null);
  const markers = useRef(new Map<string, SVGGElement>());
  onTick(() => moveMarkers(frame, markers.current, svg.current, Date.now()));
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
    </svg>
  );
}

/** The default React way: positions in state, every marker rendered again at each frame. */
function ReactState({ frame, onTick }: { frame: MapFrame; onTick: (tick: Tick) => void }) {
  const at = (wallMs: number) => pointsAt(frame.circuit, frame.cars, frame.raceTimeAt(wallMs), false);
  const [points, setPoints] = useState(() => at(Date.now()));
  onTick(() => flushSync(() => setPoints(at(Date.now()))));
  return (
    <svg viewBox={viewBox} width={390} height={281}>
      <title>Les voitures sur le circuit</title>
      <Track />
      {frame.cars.map((row) => {
        const point = points.get(row.participant_number);
        return (
          <Marker
            key={row.participant_number}
            row={row}
            transform={point ? `translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})` : undefined}
          />
        );
      })}
    </svg>
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
