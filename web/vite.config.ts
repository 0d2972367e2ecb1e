import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CATALOG_MODULE, compiledCatalogs } from './build/compiled-catalogs-plugin.ts';
import { EARLY_ENTRY, firstScreenPlan } from './build/first-screen-plugin.ts';
import { languageShells } from './build/language-shells-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { shortMessageIds } from './build/short-message-ids-plugin.ts';
import { precompressSite } from './server/precompress.ts';

/*
 * The site is served from one origin: in development Vite proxies /api and /socket to the services, in
 * production web/server does the same in front of the built files.
 */
const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4020}`;
const realtime = process.env.REALTIME_URL ?? `ws://127.0.0.1:${process.env.REALTIME_PORT ?? 4030}`;

/** Once the site is written, its text files get their brotli and gzip versions for the site server. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lemans-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressSite(outDir),
  };
}

/** The modules of the page's first script (src/early and the plan it reads). */
const EARLY_MODULES = /\/src\/(?:early\/|first-screen-plan\.ts$)/;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    compiledCatalogs(),
    shortMessageIds(),
    firstScreenPlan(),
    languageShells(),
    serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the build: served, they would hand anyone the full sources, admin screens included.
    // Development (`vite`) keeps its own.
    sourcemap: false,
    rolldownOptions: {
      // The page's first script is an entry of its own: it must not wait for the main one (src/early).
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        early: resolve(import.meta.dirname, EARLY_ENTRY),
      },
      output: {
        // A catalog's file says its language and part (catalog-en-core-<hash>.js): nine chunks would be « core ».
        chunkFileNames: (chunk) => {
          const catalog = CATALOG_MODULE.exec(chunk.facadeModuleId ?? '');
          return catalog ? `assets/catalog-${catalog[1]}-${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // Everything the entry imports statically (React, the shell, the live ranking) in one file: split
          // into the small chunks the lazy pages also use, the same code weighed 2 KB more gzipped. The page's
          // first script and the plan it reads stay out: they must not wait for it.
          groups: [
            {
              name: 'index',
              tags: ['$initial'],
              test: (id) => !EARLY_MODULES.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/socket': { target: realtime, ws: true },
    },
  },
});
