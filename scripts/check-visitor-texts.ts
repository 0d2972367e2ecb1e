import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

/*
 * Fails when a text a visitor reads is written in the site's code rather than in its language catalogs
 * (DESIGN.md §13): JSX text, the attributes a reader sees or hears, the texts given to a label or a title,
 * and string literals that read as words; and the texts a module reads as it loads, before its catalog and
 * whatever the language. Names that are the same in every language (the site's, the series', a class) are
 * not words to translate. A literal that only looks like words (a data value, a CSS
 * selector) is marked where it stands with a `texts: <why>` comment on its line or the line above.
 */

const ROOT = join(import.meta.dirname, '..', 'web', 'src');
/** The catalogs themselves, each language's own name and shell texts, and the tests. */
const NOT_CHECKED = [/^i18n\/catalogs\//, /^i18n\/(languages|shell-texts)\.ts$/, /\.test\.tsx?$/];

/** Attributes whose value a visitor reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
/** Properties whose string a screen shows. */
const READ_PROPERTIES = new Set([
  'label',
  'title',
  'text',
  'heading',
  'description',
  'caption',
  'hint',
  'placeholder',
]);
/** Written alike in every language. */
const NAMES = new Set([
  'Le Mans live',
  'FIA WEC',
  'ACO',
  'Al Kamel Systems',
  'Hypercar',
  'LMP2',
  'LMGT3',
  'LIVE',
  '24H',
  'PostgreSQL',
  'Redis',
]);

/** Two words of letters, or a word with a letter French writes with an accent: a sentence, not code. */
const WORDS = /\p{Ll}{2,}[ ’']+\p{L}{2,}|\p{Lu}\p{Ll}+ \p{Ll}{2,}|[àâçéèêëîïôûùüÿœæÀÂÇÉÈÊËÎÏÔÛÙÜŸŒÆ]/u;
/**
 * What code writes between quotes: selectors, paths, URLs, media queries, a message's id, class lists
 * (lowercase words, one of them with a hyphen or an underscore), CSS values.
 */
const CODE =
  /^[\s\W\d]*$|^[.#[:@/]|^https?:|[{}=;<>]|^\(|\bvar\(|^[a-z_]+(\.[a-z0-9_]+)+$|^(?=.*[a-z0-9][_-])[a-z0-9_ -]+$|^\d+px\b/;

interface Finding {
  file: string;
  line: number;
  text: string;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function attributeName(attribute: Node): string {
  return String((attribute.name as Node & { name?: unknown }).name);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Where a node stands: its parent, the JSX attribute around it, and whether it runs only when called. */
interface Place {
  parent: Node | null;
  /** The JSX attribute it stands in; null outside one. */
  attribute: string | null;
  /** Inside a function or a getter: run when a screen renders, not when its module loads. */
  inFunction: boolean;
}

/** Every node with where it stands, depth first. */
function* walk(
  node: Node,
  place: Place = { parent: null, attribute: null, inFunction: false },
): Generator<[Node, Place]> {
  yield [node, place];
  const inside: Place = {
    parent: node,
    attribute: node.type === 'JSXAttribute' ? attributeName(node) : place.attribute,
    inFunction:
      place.inFunction ||
      /Function|Method/.test(node.type) ||
      (node.type === 'Property' && node.kind === 'get'),
  };
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) yield* walk(child, inside);
    } else if (isNode(value)) yield* walk(value, inside);
  }
}

/**
 * A text read when a module loads rather than when a screen shows it (`t(…)`, a screen's `…TEXT.name`
 * outside any function): read before its part of the catalogs is loaded, and never again when the language
 * changes.
 */
function readsAtLoad(node: Node): boolean {
  const callee = node.type === 'CallExpression' ? (node.callee as Node & { name?: string }) : null;
  const object = node.type === 'MemberExpression' ? (node.object as Node & { name?: string }) : null;
  return (
    (callee?.type === 'Identifier' && callee.name === 't') ||
    (object?.type === 'Identifier' && /(^|_)TEXT$/.test(object.name ?? ''))
  );
}

const reads = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed !== '' && !NAMES.has(trimmed) && /\p{L}{2,}/u.test(trimmed) && !CODE.test(trimmed);
};

function findingsOf(path: string): Finding[] {
  const source = readFileSync(path, 'utf8');
  const lines = source.split('\n');
  // Content we do not write ourselves, shown as written with its own `lang`: not words to translate.
  if (lines.slice(0, 15).some((line) => /texts-file: /.test(line))) return [];
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const marked = (offset: number) => {
    const line = lineOf(offset);
    return /texts: /.test(lines[line - 1] ?? '') || /texts: /.test(lines[line - 2] ?? '');
  };
  const program = parseAst(source, { lang: path.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as Node;
  const findings: Finding[] = [];
  const found = (node: Node, text: string) => {
    if (!marked(node.start))
      findings.push({ file: relative(ROOT, path), line: lineOf(node.start), text: text.trim() });
  };
  for (const [node, { parent, attribute, inFunction }] of walk(program)) {
    if (!inFunction && readsAtLoad(node)) {
      found(
        node,
        `${source.slice(node.start, node.end)} : lu au chargement du module, avant son catalogue et sa langue`,
      );
      continue;
    }
    if (node.type === 'JSXText') {
      if (reads(String(node.value))) found(node, String(node.value));
      continue;
    }
    const text = node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
    const quasi =
      node.type === 'TemplateElement' ? String((node.value as { cooked?: string }).cooked ?? '') : null;
    const value = text ?? quasi;
    if (value === null || !reads(value) || !parent) continue;
    if (
      parent.type === 'ImportDeclaration' ||
      parent.type === 'ExportNamedDeclaration' ||
      parent.type === 'ExportAllDeclaration'
    )
      continue;
    if (parent.type === 'TSLiteralType' || parent.type === 'TSEnumMember') continue;
    // In an attribute, a string is read only in those a visitor reads (not a class list, a link, an id).
    if (attribute !== null) {
      if (READ_ATTRIBUTES.has(attribute)) found(node, value);
      continue;
    }
    if (parent.type === 'Property' && parent.key === node) continue;
    const property =
      parent.type === 'Property' ? String((parent.key as Node & { name?: string }).name ?? '') : '';
    if (READ_PROPERTIES.has(property) || WORDS.test(value)) found(node, value);
  }
  return findings;
}

const findings = filesUnder(ROOT)
  .filter((path) => !NOT_CHECKED.some((pattern) => pattern.test(relative(ROOT, path))))
  .flatMap(findingsOf);
for (const finding of findings) console.log(`${finding.file}:${finding.line}  ${finding.text}`);
if (findings.length > 0) {
  console.error(
    `${findings.length} textes à traduire écrits dans le code : ils vont dans web/src/i18n/catalogs (fr d'abord).`,
  );
  process.exit(1);
}
