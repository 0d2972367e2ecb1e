/**
 * Vitest global setup of the browser tests: the site as `npm start` builds it (production mode, compressed),
 * rebuilt only when its sources changed since the last build.
 */
export { buildSite as default } from '../../../scripts/start/build-site.ts';
