import { describe, expect, it } from 'vitest';
import { filesOf } from './service-worker-plugin.ts';

const chunk = (
  fileName: string,
  modules: string[],
  more: { isEntry?: boolean; imports?: string[]; css?: string[] } = {},
) => ({
  fileName,
  isEntry: more.isEntry ?? false,
  facadeModuleId: more.isEntry ? null : (modules[0] ?? null),
  moduleIds: modules,
  imports: more.imports ?? [],
  css: more.css ?? [],
});

const SRC = '/site/web/src';

describe('filesOf', () => {
  const chunks = [
    chunk('assets/index-1.js', [`${SRC}/main.tsx`, `${SRC}/screens/live/ranking/ranking-page.tsx`], {
      isEntry: true,
      imports: ['assets/runtime-1.js'],
      css: ['assets/index-1.css'],
    }),
    chunk('assets/runtime-1.js', ['\0rolldown/runtime.js']),
    chunk('assets/circuit-page-1.js', [`${SRC}/screens/circuit/circuit-page.tsx`], {
      imports: ['assets/category-chips-1.js'],
      css: ['assets/circuit-page-1.css'],
    }),
    chunk('assets/category-chips-1.js', [`${SRC}/components/category-chips.tsx`], {
      css: ['assets/segmented-1.css'],
    }),
    chunk('assets/teams-page-1.js', [`${SRC}/screens/teams/teams-page.tsx`]),
    chunk('assets/admin-area-1.js', [`${SRC}/screens/admin/admin-area.tsx`, '\0vite/preload-helper.js'], {
      css: ['assets/admin-area-1.css', 'assets/segmented-1.css'],
    }),
    chunk('assets/admin-api-1.js', [`${SRC}/screens/admin/admin-api.ts`]),
  ];

  it('keeps the entry, the live pages and what they import, not the other pages', () => {
    expect(filesOf(chunks).precache).toEqual([
      '/assets/category-chips-1.js',
      '/assets/circuit-page-1.css',
      '/assets/circuit-page-1.js',
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/runtime-1.js',
      '/assets/segmented-1.css',
    ]);
  });

  it('names the admin area’s files as never to keep, but not a style sheet a kept page shares', () => {
    expect(filesOf(chunks).privateFiles).toEqual([
      '/assets/admin-api-1.js',
      '/assets/admin-area-1.css',
      '/assets/admin-area-1.js',
    ]);
  });
});
