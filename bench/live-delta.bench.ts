import { wireDelta, wireFrame } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { applyLiveDelta, type LiveDelta, liveDeltaOf } from '@lemans/contract/live-delta';
import { readInChromium } from './lib/chromium-frame-reading.ts';
import { BUSIEST_FRAMES, BUSIEST_FROM, FRAME_STEP_MS, raceFrames } from './lib/race-frames.ts';
import { type BenchSection, fixed, ratio, summarise, table } from './lib/stats.ts';

/** The bar: deltas carry at least 8 times fewer bytes than whole frames. */
const BYTES_TARGET = 8;
/** Times each frame is decoded per way, alternately, so that a slow spell weighs on both alike. */
const ROUNDS = 20;
const KB = 1024;

interface Wire {
  whole: string;
  delta: string;
}

/**
 * What a fan's socket receives during the busiest ten minutes of the 2025 race, whole frames against deltas:
 * bytes per minute, and the page's work per frame (read the text, and for a delta, rebuild the frame from
 * the one held), with the publisher's cost of building each delta, paid once per change for everyone.
 */
export async function run(): Promise<BenchSection> {
  const frames = await raceFrames(BUSIEST_FROM, BUSIEST_FRAMES, 1);
  const idOf = (index: number) => `${1_750_000_000_000 + index * FRAME_STEP_MS}-0`;
  const build: number[] = [];
  const wires: Wire[] = [];
  for (const [index, frame] of frames.entries()) {
    const before = frames[index - 1];
    if (!before) continue;
    const started = performance.now();
    const delta = JSON.stringify(liveDeltaOf(before, frame));
    build.push(performance.now() - started);
    const entry = { type: 'live-update' as const, id: idOf(index), session: frame.session_id };
    wires.push({
      whole: wireFrame({ ...entry, data: JSON.stringify(frame) }),
      delta: wireDelta(entry, { base: idOf(index - 1), data: delta }),
    });
  }
  const minutes = (wires.length * FRAME_STEP_MS) / 60_000;
  const bytes = (way: keyof Wire) =>
    wires.reduce((sum, wire) => sum + Buffer.byteLength(wire[way], 'utf8'), 0) / minutes;
  const wholePerMinute = bytes('whole');
  const deltaPerMinute = bytes('delta');

  const decodeWhole: number[] = [];
  const decodeDelta: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let held = frames[0] as LiveFrame;
    for (const wire of wires) {
      let started = performance.now();
      JSON.parse(wire.whole);
      decodeWhole.push(performance.now() - started);
      started = performance.now();
      const { data } = JSON.parse(wire.delta) as { data: LiveDelta };
      held = applyLiveDelta(held, data);
      decodeDelta.push(performance.now() - started);
    }
  }
  const whole = summarise(decodeWhole);
  const delta = summarise(decodeDelta);
  const chromium = await readInChromium(frames[0] as LiveFrame, wires, ROUNDS);
  // Per frame, from the median pass of each way.
  const inChromium = (passes: number[]) => summarise(passes).p50 / wires.length;
  const chromiumWhole = inChromium(chromium.whole);
  const chromiumDelta = inChromium(chromium.delta);
  const built = summarise(build);
  const bytesRatio = wholePerMinute / deltaPerMinute;
  const micro = (ms: number) => fixed(ms * 1000, 0);
  return {
    title: `Live deltas: what a fan's socket carries during the busiest ten minutes of the 2025 race`,
    markdown: [
      table(
        [
          'frames sent',
          'KB per client per minute',
          'KB per frame (mean)',
          'page: read a frame p50 / p99 µs (Node)',
          'page: read a frame, mean µs (Chromium)',
        ],
        [
          [
            'whole frames (every car, every field)',
            fixed(wholePerMinute / KB, 1),
            fixed(wholePerMinute / KB / (60_000 / FRAME_STEP_MS), 2),
            `${micro(whole.p50)} / ${micro(whole.p99)}`,
            micro(chromiumWhole),
          ],
          [
            'deltas (the cars and fields that changed)',
            fixed(deltaPerMinute / KB, 1),
            fixed(deltaPerMinute / KB / (60_000 / FRAME_STEP_MS), 2),
            `${micro(delta.p50)} / ${micro(delta.p99)}`,
            micro(chromiumDelta),
          ],
        ],
      ),
      '',
      `Bytes: **${fixed(bytesRatio, 1)}× fewer** with deltas (target: at least ${BYTES_TARGET}×, ` +
        `${bytesRatio >= BYTES_TARGET ? 'met' : 'missed'}). The page's work per frame, whole / delta: p50 ` +
        `${ratio(delta.p50, whole.p50)}, p99 ${ratio(delta.p99, whole.p99)} (reading a delta includes ` +
        `rebuilding the whole frame from the one held, unchanged cars keeping their objects); in Chromium, ` +
        `${ratio(chromiumDelta, chromiumWhole)} less per frame. Building a ` +
        `delta, once per change for every fan, in ingest: p50 ${micro(built.p50)} µs, p99 ${micro(built.p99)} µs.`,
      '',
      `The ${wires.length} live frames of the recording from ${BUSIEST_FROM}, every ${FRAME_STEP_MS / 1000} s ` +
        'of race time, as the socket writes them (`wireFrame` and `wireDelta`, UTF-8, no compression: the ' +
        `frames are built once for every socket); reading timed in Node, frame by frame, and in Chromium ` +
        `(Debian's, headless), pass by pass (its clock is rounded to 0.1 ms), the median of ${ROUNDS} passes ` +
        'per way; whole and delta alternately.',
    ].join('\n'),
  };
}
