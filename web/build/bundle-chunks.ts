import type { Rollup } from 'vite';

/** What the build plugins read of a chunk of the bundle. */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  /** The module a lazy import loads, for a chunk made for one. */
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  css: string[];
}

/** The bundle's chunks (its assets left out), with the style sheets each brings. */
export function chunksOf(bundle: Rollup.OutputBundle): ChunkFacts[] {
  return Object.values(bundle).flatMap((file) =>
    file.type === 'chunk'
      ? [
          {
            fileName: file.fileName,
            isEntry: file.isEntry,
            facadeModuleId: file.facadeModuleId,
            moduleIds: file.moduleIds,
            imports: file.imports,
            css: [...(file.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  );
}
