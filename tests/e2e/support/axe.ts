import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's own bundle, run in the page under test. It is evaluated rather than added as a script tag: the
 * site's Content-Security-Policy (script-src 'self') rightly refuses an inline script, and the audit must
 * see the page with its real policy.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts a page must never have: what keeps some visitors from reading or using it. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** One element that breaks one rule. */
export interface AxeFinding {
  /** The rule, e.g. 'color-contrast'. */
  id: string;
  impact: string;
  /** The element's selector, frames joined by ' >>> '. */
  target: string;
  /** What axe says is wrong and how to fix it. */
  summary: string;
}

/**
 * Runs axe-core on the page as it stands (WCAG 2.1 A and AA) and returns each element of a serious or
 * critical violation. The script is injected once per document: a reload or a full navigation needs it again.
 */
export async function blockingViolations(page: Page): Promise<AxeFinding[]> {
  // Motion reduced while axe reads the page: a ticker item sliding in or out in the middle of the audit is
  // drawn half transparent, a contrast no reader sees for longer than a blink. The page's colours at rest
  // are the same either way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await auditedViolations(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function auditedViolations(page: Page): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => 'axe' in globalThis);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_AA_TAGS }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    (runOptions) =>
      (globalThis as unknown as { axe: { run(options: RunOptions): Promise<AxeResults> } }).axe.run(
        runOptions,
      ),
    options,
  );
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        target: node.target.map((part) => (Array.isArray(part) ? part.join(' ') : part)).join(' >>> '),
        summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim(),
      })),
    );
}

/** A finding on one line, for a failure message that lists them all. */
export function describeFinding(finding: AxeFinding): string {
  return `${finding.id} (${finding.impact}) ${finding.target} : ${finding.summary}`;
}
