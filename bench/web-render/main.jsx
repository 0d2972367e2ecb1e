// @ts-check
/**
 * The page of the web benchmark (bench/web.bench.ts): mounts one ranking table, ours or the naive one, and
 * applies live frames one by one (frames.json, or one-car-frames.json for the reference where a single car
 * changes), timing each from the state change to its paint.
 */
import { createRoot } from 'react-dom/client';
import { applyNaive, applyOurs, NaiveTable, naiveRows, OursTable, onCommit, oursRows } from './tables.jsx';
import '../../web/src/styles/base.css';
import '../../web/src/screens/live/ranking-page.css';

/** @typedef {import('@lemans/race').LiveFrame} LiveFrame */
/** @typedef {{ script: number; render: number; wall: number; rerendered: number }} Sample */

const IMPLEMENTATIONS = {
  ours: { Table: OursTable, apply: applyOurs, rows: oursRows, memoised: true },
  naive: { Table: NaiveTable, apply: applyNaive, rows: naiveRows, memoised: false },
};
/** A frame lasts 16.7 ms at 60 Hz. */
const FRAME_MS = 1000 / 60;
const COMMIT_TIMEOUT_MS = 5000;

/** @type {((mark: PerformanceMark) => void) | null} */
let pendingCommit = null;
onCommit(() => {
  const mark = performance.mark('live-frame committed');
  pendingCommit?.(mark);
  pendingCommit = null;
});

/** The next commit of the table, whenever React schedules it (a microtask for signals, a task for useState). */
function nextCommit() {
  return /** @type {Promise<PerformanceMark>} */ (
    new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('the table did not commit')), COMMIT_TIMEOUT_MS);
      pendingCommit = (mark) => {
        clearTimeout(timeout);
        resolve(mark);
      };
    })
  );
}

/**
 * The end of the next rendering of the page: the animation frame's callbacks run, then style, layout and
 * paint, and only then the message posted from the callback. `frame` is when that rendering started, so
 * that the wait for the display's next frame can be told apart from the work.
 */
function nextPaint() {
  return /** @type {Promise<{ frame: PerformanceMark; painted: PerformanceMark }>} */ (
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        const frame = performance.mark('live-frame rendering');
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve({ frame, painted: performance.mark('live-frame painted') });
        };
        channel.port2.postMessage(null);
      });
    })
  );
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deterministic phases, the same for both tables: a socket frame arrives at any point of a display frame. */
function phases(seed = 2025) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * Mounts the table `name`, applies frames[0] as the page's first load, frames[1..warmup] untimed, then
 * times every other frame: script (store and React up to the commit) plus rendering (style, layout, paint
 * of the next page rendering), and the wall clock including the wait for that rendering.
 * @param {keyof typeof IMPLEMENTATIONS} name
 * @param {number} warmup
 * @param {string} framesFile
 * @returns {Promise<Sample[]>}
 */
async function runBench(name, warmup, framesFile) {
  const implementation = IMPLEMENTATIONS[name];
  const frames = /** @type {LiveFrame[]} */ (await (await fetch(`./${framesFile}`)).json());
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const mounted = nextCommit();
  createRoot(container).render(<implementation.Table />);
  await mounted;
  await nextPaint();

  const phase = phases();
  /** @type {Sample[]} */
  const samples = [];
  for (const [index, frame] of frames.entries()) {
    await sleep(phase() * FRAME_MS);
    const before = new Set(implementation.rows());
    const commit = nextCommit();
    const applied = performance.mark('live-frame applied');
    implementation.apply(frame);
    const committed = await commit;
    const { frame: rendering, painted } = await nextPaint();
    const after = implementation.rows();
    if (index > warmup) {
      samples.push({
        script: committed.startTime - applied.startTime,
        render: painted.startTime - rendering.startTime,
        wall: performance.measure('live-frame apply to paint', applied.name, painted.name).duration,
        rerendered: implementation.memoised ? after.filter((row) => !before.has(row)).length : after.length,
      });
    }
    performance.clearMarks();
    performance.clearMeasures();
  }
  return samples;
}

Object.assign(window, { runBench });
