/**
 * Part of `npm run lint`: fails when the documentation names a file, folder or symbol the code no longer
 * has. Reads README.md, docs/*.md and the README.md of each subsystem (a workspace folder or one below it),
 * takes their references as scripts/doc-references.ts reads them (paths in backticks from the repository's
 * root, `name()` or `Name` in backticks beside such a path, relative Markdown links) and checks that each
 * path exists, each link's target exists beside its page, and each symbol is written in its path (a file, or
 * any file under a folder). Prints every broken reference, then exits with 1.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { type DocReference, referencesOf } from './doc-references.ts';

const ROOT = join(import.meta.dirname, '..');
const SUBSYSTEM_PARENTS = [
  'packages',
  'services',
  'web',
  'bench',
  'deploy',
  'migrations',
  'tests',
  'scripts',
];
const NOT_SEARCHED = new Set(['node_modules', 'dist', 'tmp', 'coverage']);

function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const subsystems = SUBSYSTEM_PARENTS.flatMap((parent) => [
    `${parent}/README.md`,
    ...readdirSync(join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_SEARCHED.has(entry.name))
      .map((entry) => `${parent}/${entry.name}/README.md`),
  ]);
  return ['README.md', ...docs, ...subsystems].filter((page) => existsSync(join(ROOT, page)));
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !NOT_SEARCHED.has(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function writtenIn(path: string, symbol: string): boolean {
  const texts = filesUnder(join(ROOT, path)).map((file) => readFileSync(file, 'utf8'));
  return symbol
    .split('.')
    .every((part) =>
      texts.some((text) => new RegExp(`(?<![\\w$])${part.replace(/\$/g, '\\$')}(?![\\w$])`).test(text)),
    );
}

/** Why a reference is broken, or null when it holds. */
function problemOf(page: string, reference: DocReference): string | null {
  switch (reference.kind) {
    case 'path':
      return existsSync(join(ROOT, reference.path)) ? null : `\`${reference.path}\` n'existe pas`;
    case 'link': {
      const target = relative(ROOT, join(ROOT, dirname(page), decodeURI(reference.target)));
      return existsSync(join(ROOT, target)) ? null : `le lien ${reference.target} ne mène à rien`;
    }
    case 'symbol':
      if (!existsSync(join(ROOT, reference.path))) return null; // Reported as a path already.
      return writtenIn(reference.path, reference.symbol)
        ? null
        : `\`${reference.symbol}\` n'est pas dans \`${reference.path}\``;
  }
}

const roots = new Set(readdirSync(ROOT).filter((name) => !name.startsWith('.') && name !== 'node_modules'));
const broken = pages().flatMap((page) =>
  referencesOf(readFileSync(join(ROOT, page), 'utf8'), roots).flatMap((reference) => {
    const problem = problemOf(page, reference);
    return problem === null ? [] : [`${page}:${reference.line}  ${problem}`];
  }),
);
for (const line of broken) console.log(line);
if (broken.length > 0) {
  console.error(
    `${broken.length} références de la documentation ne tiennent plus : corriger la page ou le code.`,
  );
  process.exit(1);
}
