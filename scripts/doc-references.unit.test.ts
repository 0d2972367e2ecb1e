import { describe, expect, it } from 'vitest';
import { referencesOf } from './doc-references.ts';

const ROOTS = new Set(['packages', 'services', 'web', 'docker-compose.yml']);

describe('referencesOf', () => {
  it('takes a code span that is a path from a root, with its line', () => {
    expect(referencesOf('Intro\nThe feed (`services/feed/src/main.ts`) and `web/src/`.', ROOTS)).toEqual([
      { kind: 'path', line: 2, path: 'services/feed/src/main.ts' },
      { kind: 'path', line: 2, path: 'web/src' },
    ]);
  });

  it('takes a root file, and leaves patterns, placeholders and other roots alone', () => {
    expect(
      referencesOf(
        '`docker-compose.yml`, `tests/e2e/*.test.ts`, `web/src/<name>/`, `src/app.ts`, `hold`',
        ROOTS,
      ),
    ).toEqual([{ kind: 'path', line: 1, path: 'docker-compose.yml' }]);
  });

  it('checks a symbol in the path beside it, on either side', () => {
    expect(
      referencesOf('`carTimingOf` (`packages/p/car-timing.ts`); `packages/r/diff.ts`: `diff()`.', ROOTS),
    ).toEqual([
      { kind: 'symbol', line: 1, symbol: 'carTimingOf', path: 'packages/p/car-timing.ts' },
      { kind: 'path', line: 1, path: 'packages/p/car-timing.ts' },
      { kind: 'path', line: 1, path: 'packages/r/diff.ts' },
      { kind: 'symbol', line: 1, symbol: 'diff', path: 'packages/r/diff.ts' },
    ]);
  });

  it('checks a symbol said to be in a path', () => {
    expect(referencesOf('`ALERT_EVENT_TYPES` in `packages/r/report-event-row.ts`', ROOTS)).toEqual([
      { kind: 'symbol', line: 1, symbol: 'ALERT_EVENT_TYPES', path: 'packages/r/report-event-row.ts' },
      { kind: 'path', line: 1, path: 'packages/r/report-event-row.ts' },
    ]);
  });

  it('takes the nearest path of a run, the following one on a tie', () => {
    const references = referencesOf('`packages/a.ts`, `Hub.drain`, `packages/b.ts`, `LiveFrame`', ROOTS);
    expect(references.filter((reference) => reference.kind === 'symbol')).toEqual([
      { kind: 'symbol', line: 1, symbol: 'Hub.drain', path: 'packages/b.ts' },
      { kind: 'symbol', line: 1, symbol: 'LiveFrame', path: 'packages/b.ts' },
    ]);
  });

  it('checks no symbol far from a path, nor a lower-case word without parentheses', () => {
    expect(referencesOf('`LiveFrame` is built in `packages/a.ts`; `stale` (`packages/b.ts`)', ROOTS)).toEqual(
      [
        { kind: 'path', line: 1, path: 'packages/a.ts' },
        { kind: 'path', line: 1, path: 'packages/b.ts' },
      ],
    );
  });

  it('skips fenced code blocks', () => {
    expect(referencesOf('```sh\nls `packages/gone.ts`\n```\n`packages/here.ts`', ROOTS)).toEqual([
      { kind: 'path', line: 4, path: 'packages/here.ts' },
    ]);
  });

  it('takes relative links and images, without their anchor, and leaves web addresses and anchors', () => {
    expect(
      referencesOf(
        'See [arch](docs/ARCHITECTURE.md#data), ![shot](tests/a.png), [web](https://x.fr), [up](#top), `[x](no.md)`',
        ROOTS,
      ),
    ).toEqual([
      { kind: 'link', line: 1, target: 'docs/ARCHITECTURE.md' },
      { kind: 'link', line: 1, target: 'tests/a.png' },
    ]);
  });
});
