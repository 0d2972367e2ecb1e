import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, type BrowserServer, chromium, type Page } from 'playwright-core';

const failuresDir = fileURLToPath(new URL('../e2e/failures', import.meta.url));

// Quiet and self-contained: no update checks, sync or QUIC probes making noise or slowing start-up.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Pages are opened with motion reduced, as a visitor may ask: an animation that runs forever (the live dot's
 * pulse) keeps a headless chromium drawing sixty frames a second on the CPU the services under test share.
 * The tests read states, not motion; the few that check an animation ask for it with `page.emulateMedia`.
 * The browser is a French visitor's (Accept-Language, navigator.language), the site's source language; the
 * languages' own test asks for others.
 */
const contextOptions = { reducedMotion: 'reduce', locale: 'fr-FR' } as const;

/**
 * The site's service worker is kept out of the browser's contexts unless a test asks for it
 * (tests/e2e/offline.test.ts): every page would otherwise download the shell it keeps on the CPU the services
 * under test share, and its answers would hide the requests the tests watch or route.
 */
export interface ContextChoice {
  serviceWorkers?: 'allow' | 'block';
  /** Another visitor's browser language than the French default (Accept-Language, navigator.language). */
  locale?: string;
}

export interface TestBrowser {
  context: BrowserContext;
  /** Runs `fn` on a new page; when it throws, a full-page screenshot is kept as tests/e2e/failures/<name>.png. */
  withPage<T>(name: string, fn: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The Debian chromium (no browser download), headless, on a fresh profile removed at close. */
export async function launchBrowser(): Promise<TestBrowser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'lemans-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    ...chromiumOptions(),
    ...contextOptions,
    serviceWorkers: 'block',
  });
  return {
    context,
    withPage: (name, fn) => withPage(context, name, fn),
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One chromium for a whole run, which test files reach with `connectBrowser`: launching one per file
 * costs a second or more each time.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions());
}

/** A fresh context (its own cookies, storage and clock) of the chromium served at `wsEndpoint`. */
export async function connectBrowser(
  wsEndpoint: string,
  { serviceWorkers = 'block', locale = contextOptions.locale }: ContextChoice = {},
): Promise<TestBrowser> {
  const browser = await chromium.connect(wsEndpoint);
  const context = await browser.newContext({ ...contextOptions, serviceWorkers, locale });
  return {
    context,
    withPage: (name, fn) => withPage(context, name, fn),
    close: async () => {
      await context.close();
      // Only this connection ends: the served chromium stays up for the other files.
      await browser.close();
    },
  };
}

function chromiumOptions() {
  return { executablePath: chromiumPath(), headless: true, args: chromiumArgs };
}

/** Debian's chromium, or the one CHROMIUM_PATH names. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('chromium introuvable : installez le paquet Debian chromium ou définissez CHROMIUM_PATH');
  }
}

async function withPage<T>(
  context: BrowserContext,
  name: string,
  fn: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await context.newPage();
  try {
    return await fn(page);
  } catch (error) {
    await mkdir(failuresDir, { recursive: true });
    const path = join(failuresDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
    await page.screenshot({ path, fullPage: true }).catch(() => {});
    throw error;
  } finally {
    await page.close();
  }
}
