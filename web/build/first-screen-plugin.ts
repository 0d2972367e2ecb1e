import type { Plugin } from 'vite';
import { type BuiltFirstScreen, FIRST_SCREEN_PLAN_ID, FIRST_SCREENS } from '../src/first-screen-plan.ts';
import { type ChunkFacts, chunksOf } from './bundle-chunks.ts';

/** The module of the page's first script (web/src/early), built as an entry of its own. */
export const EARLY_ENTRY = 'src/early/ask-first-screen.ts';

/** What a first screen's files are read from. */
type PageChunk = Omit<ChunkFacts, 'moduleIds'>;

/**
 * Each first screen (first-screen-plan.ts) with the files the build gave it: the lazy page's chunk and
 * what it imports, the entry's files left out (the page loads them anyway).
 */
export function builtFirstScreens(chunks: readonly PageChunk[]): Record<string, BuiltFirstScreen> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const inEntries = new Set<string>();
  const markEntry = (name: string) => {
    if (inEntries.has(name)) return;
    inEntries.add(name);
    for (const imported of byName.get(name)?.imports ?? []) markEntry(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) markEntry(chunk.fileName);

  const built: Record<string, BuiltFirstScreen> = {};
  for (const [path, plan] of Object.entries(FIRST_SCREENS)) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const add = (chunk: PageChunk | undefined) => {
      if (!chunk || inEntries.has(chunk.fileName) || scripts.has(`/${chunk.fileName}`)) return;
      scripts.add(`/${chunk.fileName}`);
      for (const css of chunk.css) styles.add(`/${css}`);
      for (const imported of chunk.imports) add(byName.get(imported));
    };
    if (plan.page !== null) {
      const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/${plan.page}`));
      if (!page) throw new Error(`first screen of ${path}: no chunk for ${plan.page}`);
      add(page);
    }
    built[path] = {
      scripts: [...scripts],
      styles: [...styles],
      gets: plan.gets,
      currentOnly: plan.currentOnly,
    };
  }
  return built;
}

/**
 * Writes into the built page the data block naming each first screen's files and GETs, and the early
 * script that reads it, at the end of the head (the charset stays in the first bytes).
 */
export function firstScreenPlan(): Plugin {
  return {
    name: 'lemans-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = chunksOf(bundle);
        const early = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${EARLY_ENTRY}`));
        if (!early) throw new Error(`no chunk for ${EARLY_ENTRY}`);
        // "<" escaped: nothing in the block can close it.
        const plan = JSON.stringify(builtFirstScreens(chunks)).replaceAll('<', '\\u003c');
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: FIRST_SCREEN_PLAN_ID },
            children: plan,
            injectTo: 'head',
          },
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
