import { afterAll, beforeAll } from 'vitest';
import type { ContextChoice, TestBrowser } from '../../support/browser.ts';
import { openBrowser } from './shared-browser.ts';
import { type SiteStack, type SiteStackOptions, startSiteStack } from './site-stack.ts';

/** The file's site and its browser context, readable in its hooks and tests once started. */
export interface SiteUnderTest {
  readonly stack: SiteStack;
  readonly browser: TestBrowser;
}

/**
 * Starts the file's own site stack and browser context before its tests and stops both after them (within
 * the project's hook timeout). Call it at the top of the file: hooks registered later run once both exist.
 */
export function useSiteStack(options: SiteStackOptions = {}, browserChoice?: ContextChoice): SiteUnderTest {
  let stack: SiteStack | undefined;
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    stack = await startSiteStack(options);
    browser = await openBrowser(browserChoice);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });
  return {
    get stack() {
      if (!stack) throw new Error('the site stack has not started (read it in a hook or a test)');
      return stack;
    },
    get browser() {
      if (!browser) throw new Error('the browser context has not opened (read it in a hook or a test)');
      return browser;
    },
  };
}
