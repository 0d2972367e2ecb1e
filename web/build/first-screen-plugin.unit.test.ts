import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../src/first-screen-plan.ts';
import { builtFirstScreens } from './first-screen-plugin.ts';

const chunk = (fileName: string, facade: string | null, imports: string[] = [], css: string[] = []) => ({
  fileName,
  isEntry: false,
  facadeModuleId: facade === null ? null : `/site/web/src/${facade}`,
  imports,
  css,
});

/** A build: the entry (with the runtime it imports), each first screen's page and a chunk they share. */
const BUILD = [
  { ...chunk('assets/index-1.js', 'main.tsx', ['assets/runtime-1.js']), isEntry: true },
  chunk('assets/runtime-1.js', null),
  chunk(
    'assets/home-page-1.js',
    'screens/home/home-page.tsx',
    ['assets/shared-1.js', 'assets/runtime-1.js'],
    ['assets/home-page-1.css'],
  ),
  chunk('assets/live-hub-page-1.js', 'screens/live/hub/live-hub-page.tsx', ['assets/shared-1.js']),
  chunk('assets/circuit-page-1.js', 'screens/circuit/circuit-page.tsx', ['assets/shared-1.js']),
  chunk('assets/shared-1.js', null, [], ['assets/shared-1.css']),
];

describe('builtFirstScreens', () => {
  it("names each first screen's page and what it imports, not the entry's files", () => {
    const built = builtFirstScreens(BUILD);
    expect(built['/']).toEqual({
      scripts: ['/assets/home-page-1.js', '/assets/shared-1.js'],
      styles: ['/assets/home-page-1.css', '/assets/shared-1.css'],
      gets: FIRST_SCREENS['/']?.gets,
      currentOnly: false,
    });
    // The ranking is in the entry: only its answers.
    expect(built['/live/classement']?.scripts).toEqual([]);
    expect(built['/live/circuit']?.scripts).toEqual(['/assets/circuit-page-1.js', '/assets/shared-1.js']);
    expect(Object.keys(built).sort()).toEqual(Object.keys(FIRST_SCREENS).sort());
  });

  it('refuses a build where a first screen has lost its page', () => {
    expect(() => builtFirstScreens(BUILD.filter((one) => !one.fileName.includes('circuit')))).toThrow(
      /circuit-page\.tsx/,
    );
  });
});
