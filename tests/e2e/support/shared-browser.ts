import { inject } from 'vitest';
import { type ContextChoice, connectBrowser, type TestBrowser } from '../../support/browser.ts';

/** A browser context of its own on the run's chromium (see browser-server.ts). */
export function openBrowser(choice?: ContextChoice): Promise<TestBrowser> {
  return connectBrowser(inject('browserEndpoint'), choice);
}
