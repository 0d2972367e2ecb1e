import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { SERVICE_ENTRIES, type ServiceName } from './service-entries.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each service's code in one file, from the current sources: see `startSiteStack`. */
    serviceBundles: Record<ServiceName, string>;
  }
}

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Vitest global setup of the browser tests: each service's own code and our packages bundled into one file,
 * once per run. Some hundred service processes start during a run; started from the sources, each spends
 * two seconds of CPU loading them through tsx, about half of that from one file. The npm packages stay
 * outside, found from beside the service as before.
 */
export default async function bundleServices(project: TestProject): Promise<() => Promise<void>> {
  const services = Object.entries(SERVICE_ENTRIES) as [ServiceName, string][];
  // In a dist folder beside each entry, which git, the linter and the type checker leave alone, so that the
  // service's own node_modules are still where Node looks for its packages. One build for all: the packages
  // they share are read once.
  const outOf = (entry: string) => join(dirname(entry), 'dist', 'test-main');
  await build({
    entryPoints: services.map(([, entry]) => ({ in: join(root, entry), out: outOf(entry) })),
    outdir: root,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [packagesOutside, filesWhereTheyWere],
  });
  const bundles = Object.fromEntries(
    services.map(([name, entry]) => [name, join(root, `${outOf(entry)}.mjs`)]),
  ) as Record<ServiceName, string>;
  project.provide('serviceBundles', bundles);
  return async () => {
    for (const outfile of Object.values(bundles))
      await rm(dirname(outfile), { recursive: true, force: true });
  };
}

/** Node's and npm's packages are imported as they are; only our workspace packages are bundled. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lemans/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** A module that finds files from its own place (`import.meta.url`) still does once bundled elsewhere. */
const filesWhereTheyWere: Plugin = {
  name: 'files-where-they-were',
  setup(plugin) {
    plugin.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};
