import { type Content, parse, type Token } from '@messageformat/parser';
import type { Page } from 'playwright-core';
import { compiledCatalogOf } from '../../../web/build/compiled-catalogs-plugin.ts';
import { shortIdsOf } from '../../../web/build/short-message-ids-plugin.ts';
import enCore from '../../../web/src/i18n/catalogs/en/core.ts';
import enPages from '../../../web/src/i18n/catalogs/en/pages.ts';
import enTools from '../../../web/src/i18n/catalogs/en/tools.ts';
import frAdmin from '../../../web/src/i18n/catalogs/fr/admin.ts';
import frCore from '../../../web/src/i18n/catalogs/fr/core.ts';
import frPages from '../../../web/src/i18n/catalogs/fr/pages.ts';
import frTools from '../../../web/src/i18n/catalogs/fr/tools.ts';

/**
 * A pseudo-language: English with every word 40 % longer, its letters accented and each text part between
 * brackets ('Laps' → '[Ļàƥš~~]', 'Best lap' → '[Ɓéšţ~~ ļàƥ~~]'), placeholders, plurals and selects kept as
 * they are. A page that shows it whole has room for the longer languages; a bracket missing shows where a
 * text was cut, an unaccented word a text the catalogs do not give.
 */

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Each letter of PLAIN, accented (one UTF-16 unit each). */
const ACCENTED = 'àƀçđéƒĝĥíĵķļɱñöƥǫŕšţüṽŵẋýžÀƁÇĐÉƑĜĤÍĴĶĻṀÑÖƤǪŔŠŢÜṼŴẊÝŽ';

/**
 * One text part lengthened: each word accented and padded by 40 % (a longer language's words are longer,
 * its lines break between them as before), the part between brackets, the spaces around it outside them.
 */
export function lengthened(text: string): string {
  const [, before = '', words = '', after = ''] = /^(\s*)(.*?)(\s*)$/s.exec(text) ?? [];
  if (!words) return text;
  const padded = words.replace(/\S+/g, (word) => {
    const accented = [...word].map((character) => ACCENTED[PLAIN.indexOf(character)] ?? character).join('');
    return `${accented}${'~'.repeat(Math.ceil(word.length * 0.4))}`;
  });
  return `${before}[${padded}]${after}`;
}

/** A text written back into ICU: a quote doubled, braces (and `#` in a plural's case) quoted. */
function escaped(text: string, inPlural: boolean): string {
  return text.replaceAll("'", "''").replace(inPlural ? /[{}#]+/g : /[{}]+/g, (special) => `'${special}'`);
}

/** Each text part of `tokens`, at any depth of plurals and selects, and whether it is in a plural's case. */
function* textParts(tokens: Token[], inPlural = false): Generator<{ part: Content; inPlural: boolean }> {
  for (const token of tokens) {
    if (token.type === 'content') yield { part: token, inPlural };
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
      for (const choice of token.cases)
        yield* textParts(choice.tokens, token.type === 'select' ? inPlural : true);
  }
}

/** The ICU message with each of its text parts lengthened in place, the rest of its source untouched. */
export function pseudoMessage(message: string): string {
  const parts = [...textParts(parse(message))].sort((a, b) => b.part.ctx.offset - a.part.ctx.offset);
  return parts.reduce(
    (source, { part, inPlural }) =>
      source.slice(0, part.ctx.offset) +
      escaped(lengthened(part.value), inPlural) +
      source.slice(part.ctx.offset + part.ctx.text.length),
    message,
  );
}

export function pseudoCatalog<Id extends string>(catalog: Readonly<Record<Id, string>>): Record<Id, string> {
  return Object.fromEntries(
    Object.entries<string>(catalog).map(([id, message]) => [id, pseudoMessage(message)]),
  ) as Record<Id, string>;
}

/** The English catalogs' pseudo-language, as messages to read the page with. */
export const PSEUDO_ENGLISH = {
  core: pseudoCatalog(enCore),
  pages: pseudoCatalog(enPages),
  tools: pseudoCatalog(enTools),
};

/** The ids the built page names its messages by, as the build gives them (from the French catalogs). */
const SHORT_IDS = shortIdsOf([frCore, frPages, frTools, frAdmin].flatMap((catalog) => Object.keys(catalog)));

/** A part of the pseudo-language as the build writes a catalog's chunk: compiled, by short ids. */
function builtChunkOf(catalog: Readonly<Record<string, string>>): string {
  const messages = Object.entries(compiledCatalogOf(catalog)).map(([id, message]) => {
    const short = SHORT_IDS.get(id);
    if (short === undefined) throw new Error(`${id} : message absent du catalogue français`);
    return [short, message];
  });
  return `export default ${JSON.stringify(Object.fromEntries(messages))};`;
}

/**
 * The page's English core, pages and tools served in the pseudo-language, in place of their built chunks: a page
 * opened in English (`?lang=en`) then reads it.
 */
export async function routePseudoEnglish(page: Page): Promise<void> {
  for (const part of ['core', 'pages', 'tools'] as const) {
    const body = builtChunkOf(PSEUDO_ENGLISH[part]);
    await page.route(`**/catalog-en-${part}-*.js`, (route) =>
      route.fulfill({ contentType: 'application/javascript; charset=utf-8', body }),
    );
  }
}
