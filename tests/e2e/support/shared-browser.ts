import { inject } from 'vitest';
import { connectBrowser, type TestBrowser } from '../../support/browser.ts';

/** A browser context of its own on the run's chromium (see browser-server.ts). */
export function openBrowser(): Promise<TestBrowser> {
  return connectBrowser(inject('browserEndpoint'));
}
