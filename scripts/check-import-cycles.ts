import { join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

/*
 * Fails on an import cycle between our files, type imports included: files that import each other have no
 * one job of their own, and a cycle of values leaves what a module sees as it loads to whichever file loads
 * first. Also fails on an import of ours it cannot resolve, since the cycles through it would go unseen.
 */

const ROOT = join(import.meta.dirname, '..');
const SOURCES = [
  'packages/*/src/**/*.{ts,tsx}',
  'services/*/src/**/*.{ts,tsx}',
  'web/{src,server,build,service-worker}/**/*.{ts,tsx}',
  'web/vite.config.ts',
  'migrations/**/*.ts',
  'scripts/**/*.ts',
  'bench/**/*.{ts,tsx}',
  'tests/**/*.{ts,tsx}',
  'vitest.config.ts',
];
/** A relative path or a workspace package: what resolves to a file of ours. */
const OURS = /^(?:\.|@lemans\/)/;

const tree = await parseDependencyTree(SOURCES, { cwd: ROOT, context: ROOT, transform: false });
const unresolved = Object.values(tree)
  .flatMap((dependencies) => dependencies ?? [])
  .filter((dependency) => dependency.id === null && OURS.test(dependency.request));
const cycles = parseCircular(tree);

for (const { issuer, request } of unresolved) console.error(`Unresolved import: ${issuer} → ${request}`);
for (const cycle of cycles) console.error(`Import cycle: ${[...cycle, cycle[0]].join(' → ')}`);
if (unresolved.length > 0 || cycles.length > 0) process.exit(1);
