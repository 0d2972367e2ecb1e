import type { IncomingMessage } from 'node:http';
import { expect, it } from 'vitest';
import { PAGE_LANGUAGE_CASES } from '../../tests/support/page-language-cases.ts';
import { languageAlternatesOf, pageLanguageOf } from './page-language.ts';

it('opens a page in the language of its link, else the choice, else the browser’s, else French', () => {
  for (const { search, headers, language } of PAGE_LANGUAGE_CASES) {
    expect(pageLanguageOf({ headers } as IncomingMessage, search), JSON.stringify({ search, headers })).toBe(
      language,
    );
  }
});

it('names the page’s version in each of the twelve languages, the plain address as the default', () => {
  const alternates = languageAlternatesOf('/live/classement').split(', ');
  expect(alternates).toHaveLength(13);
  expect(alternates[1]).toBe('</live/classement?lang=en>; rel="alternate"; hreflang="en"');
  expect(alternates.at(-1)).toBe('</live/classement>; rel="alternate"; hreflang="x-default"');
});
