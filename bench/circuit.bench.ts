import { fileURLToPath } from 'node:url';
import { parseRaceTime } from '@lemans/contract/timing';
import { liveFrameOf, NO_CAR_TIMING, parsedSnapshotOf, readRecordingFile, snapshotAt } from '@lemans/race';
import { build } from 'esbuild';
import { launchBrowser } from '../tests/support/browser.ts';
import type { ShownRow } from '../web/src/stores/live-rules.ts';
import { BUSIEST_FROM } from './lib/race-frames.ts';
import { type BenchSection, fixed, ratio, summarise, table } from './lib/stats.ts';

const ENTRY = fileURLToPath(new URL('./circuit-render/main.tsx', import.meta.url));
const RECORDING = fileURLToPath(
  new URL('../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const FRAMES = 300;
const ROUNDS = 2;
/** A mid-range phone runs scripts about four times slower than this machine's cores. */
const PHONE_CPU_SLOWDOWN = 4;
/** A 60 Hz frame. */
const FRAME_MS = 1000 / 60;
const WAYS = [
  {
    key: 'ours',
    label:
      'ours: markers drawn once, one loop writing their transforms and the packs, laid out again only when the last layout no longer holds (moveMarkers)',
  },
  {
    key: 'react-state',
    label: 'React state: positions and packs set at each frame, every marker rendered again',
  },
] as const;

/**
 * The circuit map's animation on a phone: the 62 cars of the 2025 race's live frame at its busiest moment
 * moved at every frame of the screen, those too close to be read gathered into packs, the site's way against
 * the React page a developer would write first,
 * in Debian's Chromium with its CPU slowed four times. Main-thread time per frame, p50 and p99.
 */
export async function run(): Promise<BenchSection> {
  const bundle = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    write: false,
    // The page speaks French, whose messages the bundle holds: the other languages' catalogs (loaded by Vite's
    // import.meta.glob on the site) are none here.
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.glob': 'noCatalogs' },
    banner: { js: 'var noCatalogs = () => ({});' },
  });
  const { cars, elapsedMs } = await busiestCars();
  const browser = await launchBrowser();
  const samples: Record<(typeof WAYS)[number]['key'], number[]> = { ours: [], 'react-state': [] };
  try {
    await browser.withPage('circuit-bench', async (page) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
      await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      for (let round = 0; round < ROUNDS; round++) {
        for (const { key } of WAYS) {
          const times = await page.evaluate(
            ({ way, rows, at, frames }) =>
              (
                globalThis as unknown as {
                  runCircuit(way: string, rows: unknown[], at: number, frames: number): Promise<number[]>;
                }
              ).runCircuit(way, rows, at, frames),
            { way: key, rows: cars, at: elapsedMs, frames: FRAMES },
          );
          samples[key].push(...times);
        }
      }
    });
  } finally {
    await browser.close();
  }
  const ours = summarise(samples.ours);
  const theirs = summarise(samples['react-state']);
  const over = (values: number[]) => values.filter((value) => value > FRAME_MS).length / values.length;
  return {
    title: 'The circuit map on a phone: 62 cars moved at every frame (Chromium, CPU slowed 4×)',
    markdown: [
      table(
        ['way', 'main thread per frame p50 ms', 'p99 ms', 'max ms', 'frames over 16.7 ms'],
        WAYS.map(({ key, label }) => {
          const summary = summarise(samples[key]);
          return [
            label,
            fixed(summary.p50, 2),
            fixed(summary.p99, 2),
            fixed(summary.max, 2),
            `${fixed(over(samples[key]) * 100, 1)} %`,
          ];
        }),
      ),
      '',
      `Ours takes ${ratio(ours.p50, theirs.p50)} less main-thread time per frame at p50, ${ratio(ours.p99, theirs.p99)} ` +
        `at p99. ${ROUNDS} rounds of ${FRAMES} frames per way, alternately, at 390 × 844; each frame timed from its ` +
        'animation callback to a task queued there (style, layout and paint included); the same positions ' +
        '(lapProgress) and layouts (packsOf) both ways, the React page laying its markers out at each frame, ours ' +
        'moving its last layout with the cars while it holds (movedLayout), ' +
        `from the frame of ${BUSIEST_FROM} with each car's last line crossing.`,
    ].join('\n'),
  };
}

/** The live rows of the busiest moment, with what the map needs: each car's last line crossing. */
async function busiestCars(): Promise<{ cars: ShownRow[]; elapsedMs: number }> {
  const recording = await readRecordingFile(RECORDING);
  const raceTimeMs = parseRaceTime(BUSIEST_FROM) as number;
  const parsed = parsedSnapshotOf(snapshotAt(recording, raceTimeMs));
  const frame = liveFrameOf(parsed, String(recording.meta.sessionId), 'active', new Date());
  const entries = new Map(parsed.entries.map((entry) => [entry.number, entry]));
  const cars = frame.data.map((row) => {
    const entry = entries.get(row.participant_number);
    return {
      ...NO_CAR_TIMING,
      ...row,
      last_crossing_time: entry?.lastPassingMs ?? null,
      current_sectors: [
        entry && entry.sector > 1 ? entry.currentSectorsMs[0] : null,
        entry && entry.sector > 2 ? entry.currentSectorsMs[1] : null,
        null,
      ],
      flags: null,
    } as ShownRow;
  });
  return { cars, elapsedMs: parsed.elapsedMs };
}
