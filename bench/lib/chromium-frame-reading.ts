import { fileURLToPath } from 'node:url';
import type { LiveFrame } from '@lemans/contract';
import { build } from 'esbuild';
import { launchBrowser } from '../../tests/support/browser.ts';

const LIVE_DELTA = fileURLToPath(new URL('../../packages/contract/src/live/live-delta.ts', import.meta.url));

/** Milliseconds each pass over the frames took in Chromium, one sample per pass and way. */
export interface ChromiumReading {
  whole: number[];
  delta: number[];
}

/**
 * The page's work per frame timed in Chromium itself: every whole text parsed, and every delta parsed and
 * applied to the frame held (the site's own `applyLiveDelta`, bundled as the site bundles it), pass after
 * pass, the two ways alternately. A page that is not cross-origin isolated reads a clock rounded to 0.1 ms,
 * so the passes are timed whole, never single frames.
 */
export async function readInChromium(
  first: LiveFrame,
  wires: { whole: string; delta: string }[],
  rounds: number,
): Promise<ChromiumReading> {
  const bundle = await build({
    entryPoints: [LIVE_DELTA],
    bundle: true,
    format: 'iife',
    globalName: 'liveDelta',
    minify: true,
    write: false,
  });
  const browser = await launchBrowser();
  try {
    return await browser.withPage('chromium-frame-reading', async (page) => {
      await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
      return page.evaluate(
        ({ first, wires, rounds }) => {
          const { applyLiveDelta } = (
            globalThis as unknown as { liveDelta: typeof import('@lemans/contract/live-delta') }
          ).liveDelta;
          const whole: number[] = [];
          const delta: number[] = [];
          for (let round = 0; round < rounds; round++) {
            let started = performance.now();
            for (const wire of wires) JSON.parse(wire.whole);
            whole.push(performance.now() - started);
            started = performance.now();
            let held = first;
            for (const wire of wires) held = applyLiveDelta(held, JSON.parse(wire.delta).data);
            delta.push(performance.now() - started);
          }
          return { whole, delta };
        },
        { first, wires, rounds },
      );
    });
  } finally {
    await browser.close();
  }
}
