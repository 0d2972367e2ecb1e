import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { type ChunkFacts, chunksOf } from './bundle-chunks.ts';

const WORKER_SOURCE = fileURLToPath(new URL('../service-worker/service-worker.ts', import.meta.url));

/** The public files the shell needs beside the build's own (web/public). */
const PUBLIC_SHELL = ['/index.html', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];

/**
 * The lazy pages a fan opens at the circuit, kept with the shell at install so that they open without
 * network too: the live pages and the home page. Other pages' files are kept as they are visited.
 */
const SHELL_PAGES = /\/src\/screens\/(?:live|circuit|home)\//;
/** The admin area's own files: never kept. */
const ADMIN_MODULES = /\/src\/screens\/admin\//;

/**
 * Builds the service worker (web/service-worker) to /sw.js with the list of files it keeps at install and
 * the admin area's files it must never keep, both read from the build. Its version is the hash of what it
 * keeps: a build that changes the shell changes the worker, which browsers then install afresh.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'lemans-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const { precache, privateFiles } = filesOf(chunksOf(bundle));
      const keep = [...PUBLIC_SHELL, ...precache];
      const version = createHash('sha256').update(keep.join('\n')).digest('hex').slice(0, 12);
      const { outputFiles } = await build({
        entryPoints: [WORKER_SOURCE],
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2022',
        define: {
          PRECACHE: JSON.stringify(keep),
          PRIVATE_FILES: JSON.stringify(privateFiles),
          VERSION: JSON.stringify(version),
        },
      });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: outputFiles[0]?.text ?? '' });
    },
  };
}

/** The files kept at install (the entry, the shell's pages, what they import) and the admin area's. */
export function filesOf(chunks: readonly ChunkFacts[]): { precache: string[]; privateFiles: string[] } {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // A lazy admin screen (its chunk may carry a helper of the bundler's), or code only the admin area uses.
  const isAdmin = (chunk: ChunkFacts) =>
    ADMIN_MODULES.test(chunk.facadeModuleId ?? '') ||
    (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => ADMIN_MODULES.test(id)));
  const kept = new Set<string>();
  const keep = (chunk: ChunkFacts | undefined) => {
    if (!chunk || kept.has(`/${chunk.fileName}`) || isAdmin(chunk)) return;
    kept.add(`/${chunk.fileName}`);
    for (const css of chunk.css) kept.add(`/${css}`);
    for (const name of chunk.imports) keep(byName.get(name));
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.moduleIds.some((id) => SHELL_PAGES.test(id))) keep(chunk);
  }
  // A style sheet the admin area shares with a kept page is the page's.
  const privateFiles = chunks
    .filter(isAdmin)
    .flatMap((chunk) => [chunk.fileName, ...chunk.css].map((name) => `/${name}`))
    .filter((path) => !kept.has(path));
  return { precache: [...kept].sort(), privateFiles: privateFiles.sort() };
}
