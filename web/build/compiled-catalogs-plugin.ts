import { readFile } from 'node:fs/promises';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/** A catalog of src/i18n/catalogs: a language's part, an object of ICU messages and nothing else. */
export const CATALOG_MODULE = /\/src\/i18n\/catalogs\/([a-z]{2})\/(core|pages|tools|admin)\.ts$/;

/** Each message of `catalog` compiled to the form the runtime reads without parsing ICU. */
export function compiledCatalogOf(catalog: Readonly<Record<string, string>>): Messages {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}

/** The messages of a catalog's source file, as written. */
export async function catalogOfFile(path: string): Promise<Record<string, string>> {
  const { code } = await transform(await readFile(path, 'utf8'), { loader: 'ts', format: 'esm' });
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return ((await import(url)) as { default: Record<string, string> }).default;
}

/**
 * The catalogs built compiled: the page then needs no ICU parser (7 KB gzipped), and a message that does
 * not parse fails the build rather than a visitor's page. Development and tests load them as written;
 * the runtime parses them there.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: 'lemans-compiled-catalogs',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!CATALOG_MODULE.test(id)) return null;
      return `export default ${JSON.stringify(compiledCatalogOf(await catalogOfFile(id)))};`;
    },
  };
}
