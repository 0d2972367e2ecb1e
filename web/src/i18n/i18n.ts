/// <reference types="vite/client" />
import { setupI18n } from '@lingui/core';
// The core of signals, the same as React's: this module holds no React, so that tests and plain data read it.
import { signal } from '@preact/signals-core';
import type { CatalogPart, MessageId, MessageValues } from './catalog-types.ts';
import frCore from './catalogs/fr/core.ts';
import { type LanguageCode, SOURCE_LANGUAGE } from './languages.ts';

/*
 * The page's language and its messages. French core messages come with the entry (a French visitor downloads
 * no catalog); every other catalog is a chunk of its own, loaded when the page first needs its part in the
 * language shown. The language is a signal: a change loads what the page uses in the new language, then
 * every screen re-renders in place (app.tsx hands the signal's value down). No DOM here: the page's
 * `<html lang dir>` follow in use-language.tsx.
 */

// Copies: Lingui adds a language's later parts into the object it was first given.
const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: { ...frCore } } });

/** The language the page shows (or is about to, while its catalogs load). */
export const language = signal<LanguageCode>(SOURCE_LANGUAGE);

type CatalogModule = { default: Readonly<Record<string, string>> };
const CATALOGS = import.meta.glob<CatalogModule>(['./catalogs/*/*.ts', '!./catalogs/fr/core.ts']);

/**
 * Each part asked, as `code/part`, with its load: asked again (two pages opened at once, a change of
 * language meanwhile), it is the same load. And the parts the page has used, loaded again in a new language.
 */
const loads = new Map<string, Promise<void>>([[`${SOURCE_LANGUAGE}/core`, Promise.resolve()]]);
const used = new Set<CatalogPart>(['core']);

/** The admin area speaks French and English: another language reads it in English. */
function catalogLanguageOf(code: LanguageCode, part: CatalogPart): LanguageCode {
  return part === 'admin' && code !== SOURCE_LANGUAGE ? 'en' : code;
}

function loadPart(code: LanguageCode, part: CatalogPart): Promise<void> {
  const key = `${code}/${part}`;
  const known = loads.get(key);
  if (known) return known;
  const load = CATALOGS[`./catalogs/${catalogLanguageOf(code, part)}/${part}.ts`];
  if (!load) return Promise.reject(new Error(`catalogue ${key} introuvable`));
  const loading = load().then(
    ({ default: messages }) => i18n.load(code, { ...messages }),
    (error: unknown) => {
      // A network that dropped: the next page or choice asks again.
      loads.delete(key);
      throw error;
    },
  );
  loads.set(key, loading);
  return loading;
}

/** The language asked last: shown, or about to be once its catalogs are there. */
let asked: LanguageCode = SOURCE_LANGUAGE;
let changes = 0;

/** Loads a part of the catalogs in the page's language, and in any language it changes to afterwards. */
export function loadCatalogPart(part: CatalogPart): Promise<void> {
  used.add(part);
  return loadPart(asked, part);
}

/**
 * Shows the page in `code`: what the page uses is loaded first, so that no screen shows a key meanwhile.
 * The last change asked wins over one still loading.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  const change = ++changes;
  asked = code;
  try {
    await Promise.all([...used].map((part) => loadPart(code, part)));
  } catch (error) {
    if (change === changes) asked = language.peek();
    throw error;
  }
  if (change !== changes) return;
  i18n.activate(code);
  language.value = code;
}

/** The page's language, for a format outside a component (a component reads `useLanguage()`). */
export function pageLanguage(): LanguageCode {
  return language.peek();
}

/** The message `id` in the page's language, its placeholders filled from `values`. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}
