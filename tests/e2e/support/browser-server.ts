import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from '../../support/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the run's chromium listens: see `openBrowser`. */
    browserEndpoint: string;
  }
}

/** Vitest global setup of the browser tests: one chromium for the whole run, closed at its end. */
export default async function browserServer(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchBrowserServer();
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
