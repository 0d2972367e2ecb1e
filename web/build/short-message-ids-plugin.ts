import type { Plugin } from 'vite';
import { CATALOG_MODULE, catalogOfFile } from './compiled-catalogs-plugin.ts';

/** The French catalogs, the source of every message id. */
const SOURCE_CATALOGS = ['core', 'pages', 'tools', 'admin'].map(
  (part) => new URL(`../src/i18n/catalogs/fr/${part}.ts`, import.meta.url).pathname,
);

/** A quoted message id in built code: words joined by dots, in any of the three quotes. */
const QUOTED_ID = /(["'`])([a-z0-9_]+(?:\.[a-z0-9_]+)+)\1/g;

/** The modules of the page: its own sources, not its libraries nor its server. */
const PAGE_MODULE = /\/web\/src\/.*\.[jt]sx?$/;

/**
 * Each message id with the short one the built page uses instead: the n-th id in alphabetical order is `n`
 * in base 36. Ids name a message for the people who write the code ("ranking.column.gap_full"); the page
 * only needs them distinct, and each is written twice in its code (where it is shown, and in its
 * language's catalog).
 */
export function shortIdsOf(ids: Iterable<string>): Map<string, string> {
  return new Map([...new Set(ids)].sort().map((id, index) => [id, index.toString(36)]));
}

/** `code` with every quoted id of `shortIds` replaced by its short id, and the ids it replaced. */
export function withShortIds(
  code: string,
  shortIds: ReadonlyMap<string, string>,
): { code: string; replaced: Set<string> } {
  const replaced = new Set<string>();
  const shortened = code.replace(QUOTED_ID, (quoted, quote: string, id: string) => {
    const short = shortIds.get(id);
    if (short === undefined) return quoted;
    replaced.add(id);
    return `${quote}${short}${quote}`;
  });
  return { code: shortened, replaced };
}

/**
 * The built page names its messages by short ids: the ranking's first script, which holds the French
 * messages of the first screen and every screen's calls, weighs 1.5 KB less gzipped. An id the code never
 * writes whole (built from parts at run time, which the short ids would break, or no longer used) fails
 * the build with its name.
 */
export function shortMessageIds(): Plugin {
  let shortIds = new Map<string, string>();
  const named = new Set<string>();
  return {
    name: 'lemans-short-message-ids',
    apply: 'build',
    enforce: 'post',
    async buildStart() {
      const catalogs = await Promise.all(SOURCE_CATALOGS.map(catalogOfFile));
      shortIds = shortIdsOf(catalogs.flatMap((catalog) => Object.keys(catalog)));
      named.clear();
    },
    transform(code, id) {
      if (!PAGE_MODULE.test(id)) return null;
      const shortened = withShortIds(code, shortIds);
      if (shortened.replaced.size === 0) return null;
      if (!CATALOG_MODULE.test(id)) for (const name of shortened.replaced) named.add(name);
      return { code: shortened.code, map: null };
    },
    generateBundle() {
      const unnamed = [...shortIds.keys()].filter((id) => !named.has(id));
      if (unnamed.length > 0) this.error(`messages that no module names whole: ${unnamed.join(', ')}`);
    },
  };
}
