import { setupI18n } from '@lingui/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compiledCatalogOf } from '../../build/compiled-catalogs-plugin.ts';
import type { CatalogPart } from './catalog-types.ts';
import { LANGUAGE_CODES, type LanguageCode, SOURCE_LANGUAGE } from './languages.ts';

type Catalog = Readonly<Record<string, string>>;
/** Counts whose forms differ in some language: none, one, two, a few, many (Polish, Russian, Arabic), and the
 * ordinals' 3rd, 22nd, 23rd. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 23, 101];
const MODULES = import.meta.glob<{ default: Catalog }>('./catalogs/*/*.ts', { eager: true });
const PARTS: readonly CatalogPart[] = ['core', 'pages', 'tools', 'admin'];
/** The admin area speaks French and English. */
const LANGUAGES_OF: Record<CatalogPart, readonly LanguageCode[]> = {
  core: LANGUAGE_CODES,
  pages: LANGUAGE_CODES,
  tools: LANGUAGE_CODES,
  admin: ['fr', 'en'],
};

function catalogOf(code: LanguageCode, part: CatalogPart): Catalog {
  const catalog = MODULES[`./catalogs/${code}/${part}.ts`]?.default;
  if (!catalog) throw new Error(`no catalog ${code}/${part}`);
  return catalog;
}

/** A message's placeholders, those of its plurals' and selects' branches included. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

interface Plural {
  arg: string;
  type: Intl.PluralRuleType;
  keys: string[];
}

/** The plurals and ordinals of a message, with the branch keys each gives. */
function pluralsOf(message: string): Plural[] {
  const found: Plural[] = [];
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        if (token.type !== 'select') {
          const type = token.type === 'plural' ? 'cardinal' : 'ordinal';
          found.push({ arg: token.arg, type, keys: token.cases.map((branch) => branch.key) });
        }
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  visit(parse(message));
  return found;
}

describe.each(PARTS)('the %s catalogs', (part) => {
  const source = catalogOf(SOURCE_LANGUAGE, part);

  it.each(LANGUAGES_OF[part])('in %s: every French message, with the same placeholders', (code) => {
    const catalog = catalogOf(code, part);
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(source).sort());
    for (const [id, message] of Object.entries(source)) {
      expect(placeholdersOf(catalog[id] ?? ''), `${code} ${id}`).toEqual(placeholdersOf(message));
    }
  });

  it.each(LANGUAGES_OF[part])('in %s: every plural and ordinal has the form each count takes', (code) => {
    for (const [id, message] of Object.entries(catalogOf(code, part))) {
      for (const plural of pluralsOf(message)) {
        const rules = new Intl.PluralRules(code, { type: plural.type });
        const forms = new Set(COUNTS.map((count) => rules.select(count)));
        expect(plural.keys, `${code} ${id}`).toEqual(expect.arrayContaining([...forms]));
      }
    }
  });

  it.each(LANGUAGES_OF[part])('in %s: compiled as the build ships them, plurals read whole', (code) => {
    const i18n = setupI18n({ locale: code, messages: { [code]: compiledCatalogOf(catalogOf(code, part)) } });
    const numbers = new Intl.NumberFormat(code);
    for (const [id, message] of Object.entries(catalogOf(code, part))) {
      for (const { arg } of pluralsOf(message)) {
        for (const count of COUNTS) {
          const values = Object.fromEntries(placeholdersOf(message).map((name) => [name, 'x']));
          const shown = i18n._(id, { ...values, [arg]: count });
          expect(shown, `${code} ${id} ${count}`).not.toMatch(/[{}#]/);
          // A language may spell out one and two (Arabic), the others carry the figure.
          if (count > 2) expect(shown, `${code} ${id} ${count}`).toContain(numbers.format(count));
        }
      }
    }
  });
});
