import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** Builds the site's pages (a few seconds) so that the web server serves the current sources. */
export async function buildSite(): Promise<void> {
  console.log('Construction du site...');
  await build({ root: fileURLToPath(new URL('../../web', import.meta.url)), logLevel: 'warn' });
}
