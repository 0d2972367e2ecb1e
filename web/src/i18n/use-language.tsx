import { useSignals } from '@preact/signals-react/runtime';
import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';
import { language, t } from './i18n.ts';
import { directionOf, type LanguageCode, SOURCE_LANGUAGE } from './languages.ts';

/*
 * The page's language handed down from the signal: a change re-renders every screen that shows a text,
 * memoised ones included (a context reaches them), in place and with their state kept.
 */
const LanguageContext = createContext<LanguageCode>(SOURCE_LANGUAGE);

export function LanguageProvider({ children }: { children: ReactNode }) {
  useSignals();
  const code = language.value;
  // Before the browser paints the page in that language: its readers, fonts and layout follow `<html>`.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signal's value changes; biome takes it for a constant
  useLayoutEffect(() => {
    document.documentElement.lang = code;
    document.documentElement.dir = directionOf(code);
  }, [code]);
  return <LanguageContext value={code}>{children}</LanguageContext>;
}

/** The page's language, for a component whose output depends on it (formats, `lang` attributes). */
export function useLanguage(): LanguageCode {
  return useContext(LanguageContext);
}

/** The translation function, for a component that shows texts: it re-renders when the language changes. */
export function useT(): typeof t {
  useContext(LanguageContext);
  return t;
}
