import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** Vitest global setup of the browser tests: the site is built once per run, from the current sources. */
export default async function buildSite(): Promise<void> {
  await build({ root: fileURLToPath(new URL('../../../web', import.meta.url)), logLevel: 'warn' });
}
