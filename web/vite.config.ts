import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/*
 * The site is served from one origin: in development Vite proxies /api and /socket to the services, in
 * production web/server does the same in front of the built files.
 */
const api = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4020}`;
const realtime = process.env.REALTIME_URL ?? `ws://127.0.0.1:${process.env.REALTIME_PORT ?? 4030}`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // No source maps in the build: served, they would hand anyone the full sources, admin screens included.
  // Development (`vite`) keeps its own.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/socket': { target: realtime, ws: true },
    },
  },
});
