import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../tests/support/browser.ts';

/** What the targets read from one Lighthouse run of a page. */
export interface PageVitals {
  /** Performance score, 0 to 100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript transferred (compressed as served). */
  jsBytes: number;
  /** The whole report, for the audits that say why a metric misses. */
  report: Result;
}

export interface Lighthouse {
  audit(url: string): Promise<PageVitals>;
  close(): Promise<void>;
}

/**
 * Lighthouse on Debian's chromium, in its default configuration: the mobile form factor (a Moto G Power
 * screen) with simulated throttling (slow 4G, CPU slowed 4×), the performance category alone. One browser
 * for every run; Lighthouse opens each page in a fresh tab with the origin's cache and storage cleared.
 */
export async function openLighthouse(): Promise<Lighthouse> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
  return {
    async audit(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
      });
      const report = result?.lhr;
      if (!report || report.runtimeError)
        throw new Error(
          `Lighthouse n'a pas mesuré ${url} : ${report?.runtimeError?.message ?? 'aucun rapport'}`,
        );
      const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      return {
        score: Math.round((report.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        jsBytes: scriptBytes(report),
        report,
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
}

/** Every script the page loaded, as transferred, from the report's network requests. */
function scriptBytes(report: Result): number {
  const details = report.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
}
