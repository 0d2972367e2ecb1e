/**
 * The references a documentation page makes to the repository, read from its Markdown text (pure: the
 * checker, scripts/check-doc-references.ts, says which exist). Fenced code blocks are skipped: they hold
 * commands and sketches, not references. Three kinds:
 *
 * - a path: a code span that is a path from the repository's root, its first segment one of `roots` (the
 *   root's own files and folders), made of letters, digits, `.`, `_`, `-`, `@` and `/` only (so that
 *   `tests/e2e/*.test.ts` or `migrations/sql/<timestamp>.ts` are patterns, not references);
 * - a symbol: a code span `name()` (any identifier), or an identifier holding a capital (`LiveFrame`,
 *   `carTimingOf`, `ALERT_EVENT_TYPES`, `Hub.drain`), written next to a path: in a run of code spans that
 *   only spaces and `(),:;`, or the word `in`, part, it is looked for in the nearest path of its run (the following one on a
 *   tie). `carTimingOf` (`packages/projections/src/car-timing.ts`) and `diff` in `packages/race/src/live/diff.ts`
 *   are checked; a symbol with no path beside
 *   it is not;
 * - a link: the target of a Markdown link or image that is not a web address nor an anchor alone.
 */

export type DocReference =
  | { readonly kind: 'path'; readonly line: number; readonly path: string }
  | { readonly kind: 'symbol'; readonly line: number; readonly symbol: string; readonly path: string }
  | { readonly kind: 'link'; readonly line: number; readonly target: string };

interface CodeSpan {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const CODE_SPAN = /`([^`\n]+)`/g;
const LINK = /\]\(([^)\s]+)\)/g;
const PATH = /^[\w.@-]+(\/[\w.@-]+)*\/?$/;
const SYMBOL = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$/;
/** What may stand between two code spans of one run: punctuation, or `in` (`diff` in `packages/…`). */
const SEPARATOR = /^([\s(),:;]{0,4}|\s+in\s+)$/;
const WEB_ADDRESS = /^[a-z][a-z0-9+.-]*:/i;

export function referencesOf(markdown: string, roots: ReadonlySet<string>): DocReference[] {
  const references: DocReference[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    references.push(...linksOf(text, line), ...spanReferencesOf(text, line, roots));
  });
  return references;
}

function linksOf(text: string, line: number): DocReference[] {
  const withoutSpans = text.replace(CODE_SPAN, (span) => ' '.repeat(span.length));
  return [...withoutSpans.matchAll(LINK)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !WEB_ADDRESS.test(target))
    .map((target): DocReference => ({ kind: 'link', line, target }));
}

function spanReferencesOf(text: string, line: number, roots: ReadonlySet<string>): DocReference[] {
  const spans: CodeSpan[] = [...text.matchAll(CODE_SPAN)].map((match) => ({
    text: (match[1] ?? '').trim(),
    start: match.index,
    end: match.index + match[0].length,
  }));
  const references: DocReference[] = [];
  for (const run of runsOf(text, spans)) {
    const paths = run.map((span) => (pathOf(span.text, roots) === null ? null : span));
    run.forEach((span, position) => {
      const path = pathOf(span.text, roots);
      if (path !== null) {
        references.push({ kind: 'path', line, path });
        return;
      }
      const symbol = symbolOf(span.text);
      const nearest = symbol === null ? null : nearestPath(paths, position);
      if (symbol !== null && nearest !== null) {
        references.push({ kind: 'symbol', line, symbol, path: pathOf(nearest.text, roots) as string });
      }
    });
  }
  return references;
}

/** Code spans that only separators part, in their order on the line. */
function runsOf(text: string, spans: readonly CodeSpan[]): CodeSpan[][] {
  const runs: CodeSpan[][] = [];
  spans.forEach((span, index) => {
    const previous = spans[index - 1];
    if (previous !== undefined && SEPARATOR.test(text.slice(previous.end, span.start)))
      runs.at(-1)?.push(span);
    else runs.push([span]);
  });
  return runs;
}

function nearestPath(paths: readonly (CodeSpan | null)[], position: number): CodeSpan | null {
  for (let distance = 1; distance < paths.length; distance++) {
    const found = paths[position + distance] ?? paths[position - distance];
    if (found) return found;
  }
  return null;
}

function pathOf(text: string, roots: ReadonlySet<string>): string | null {
  if (!PATH.test(text)) return null;
  const path = text.replace(/\/$/, '');
  return roots.has(path.split('/')[0] ?? '') ? path : null;
}

/** The identifier a span names, without its `()`, or null when it is no symbol. */
function symbolOf(text: string): string | null {
  if (!SYMBOL.test(text)) return null;
  if (text.endsWith('()')) return text.slice(0, -2);
  return /[A-Z]/.test(text) ? text : null;
}
