import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the live indicators of a page say, read at one instant. */
export interface LiveIndicators {
  /** How many pulsing nav dots there are (0 or 1). */
  dot: number;
  /** The nav dot's animation, 'live-pulse' while it pulses; null without a dot. */
  dotAnimation: string | null;
  /** The ranking header's race phase ('En course', '⏸ Rediffusion en pause'...); null on other pages. */
  rankingFlag: string | null;
  /** The banner's flag, with its description ('Vert : Drapeau vert', 'Rediffusion en pause : ...'). */
  bannerFlag: string | null;
  /** The banner flag's kind: green, yellow, red, fcy, sc, vsc, chequered or halted. */
  bannerFlagKind: string | null;
  /** The banner's time left, in seconds; null when it shows none. */
  remainingS: number | null;
}

/** The banner flags of a race that runs. */
export const RUNNING_FLAG_KINDS = ['green', 'yellow', 'red', 'fcy', 'sc', 'vsc'];

export function liveIndicatorsOf(page: Page): Promise<LiveIndicators> {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as IndicatorWindow;
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
    const dot = document.querySelector('.live-dot');
    const flag = document.querySelector('.session-bar .race-flag');
    const remaining = /^Restant (?:(\d+)h )?(?:(\d+):)?(\d+)s?$/.exec(
      text('.session-bar__remaining')?.trim() ?? '',
    );
    return {
      dot: document.querySelectorAll('.live-dot').length,
      dotAnimation: dot ? getComputedStyle(dot).animationName : null,
      rankingFlag: text('.ranking-header .flag-badge'),
      bannerFlag: flag?.textContent ?? null,
      bannerFlagKind: /\bflag-(\w+)\b/.exec(flag?.getAttribute('class') ?? '')?.[1] ?? null,
      remainingS: remaining
        ? Number(remaining[1] ?? 0) * 3600 + Number(remaining[2] ?? 0) * 60 + Number(remaining[3])
        : null,
    };
  });
}

/**
 * Waits until the banner's clock, which the page ticks every second, has moved on `seconds`: a state that
 * must hold still is read again only once the page has had that long to change it.
 */
export async function waitForPageSeconds(page: Page, seconds: number): Promise<void> {
  await waitForPageTime(page, (await bannerClockOf(page)) + seconds * 1000, (seconds + 10) * 1000);
}

/**
 * Waits until the banner's clock shows `atMs` or later: the page's rules that read its clock (the same tick)
 * have then been applied at that time, even on a clock the test moved on.
 */
export async function waitForPageTime(page: Page, atMs: number, timeoutMs = 10_000): Promise<void> {
  await expect.poll(() => bannerClockOf(page), { timeout: timeoutMs }).toBeGreaterThanOrEqual(atMs);
}

/** The time the banner's clock shows, in ms. */
async function bannerClockOf(page: Page): Promise<number> {
  return Date.parse((await page.locator('.session-bar__clock').getAttribute('datetime')) ?? '');
}

interface IndicatorElement {
  textContent: string | null;
  getAttribute(name: string): string | null;
}

interface IndicatorWindow {
  document: {
    querySelector(selector: string): IndicatorElement | null;
    querySelectorAll(selector: string): { length: number };
  };
  getComputedStyle(element: IndicatorElement): { animationName: string };
}
