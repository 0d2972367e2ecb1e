import { LANGUAGES, type LanguageCode, SOURCE_LANGUAGE, translationCookies } from './language.ts';

/**
 * The third-party page translation widget (spec part 1 §4 and §7): its script is loaded only when a
 * translation is wanted, and a load failure is ignored (the page stays in French). The widget reads the
 * translation cookie when it starts; afterwards it is driven through its hidden language select.
 */

const SCRIPT_URL = 'https://translate.google.com/translate_a/element.js?cb=lemansTranslateInit';
export const WIDGET_ELEMENT_ID = 'google_translate_element';
/** How long the widget gets to translate in place before the page reloads to let it start from the cookie. */
const TRANSLATED_WITHIN_MS = 500;

interface TranslateApi {
  translate: {
    TranslateElement: new (options: Record<string, unknown>, elementId: string) => unknown;
  };
}

declare global {
  interface Window {
    google?: TranslateApi;
    lemansTranslateInit?: () => void;
  }
}

let loading: Promise<void> | null = null;

export function loadTranslateWidget(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    window.lemansTranslateInit = () => {
      const TranslateElement = window.google?.translate.TranslateElement;
      if (TranslateElement) {
        new TranslateElement(
          {
            pageLanguage: SOURCE_LANGUAGE,
            includedLanguages: LANGUAGES.map((language) => language.code).join(','),
            autoDisplay: false,
          },
          WIDGET_ELEMENT_ID,
        );
      }
      resolve();
    };
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onerror = () => resolve();
    document.head.append(script);
  });
  return loading;
}

function writeCookies(language: LanguageCode | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the widget reads document.cookie; Cookie Store is not everywhere yet.
  for (const cookie of translationCookies(language, location.hostname)) document.cookie = cookie;
}

function isTranslated(): boolean {
  const classes = document.documentElement.classList;
  return classes.contains('translated-ltr') || classes.contains('translated-rtl');
}

/** French clears the translation and reloads; another language sets it and asks the widget. */
export function applyLanguage(language: LanguageCode): void {
  if (language === SOURCE_LANGUAGE) {
    writeCookies(null);
    location.reload();
    return;
  }
  writeCookies(language);
  void loadTranslateWidget().then(() => {
    const combo = document.querySelector<HTMLSelectElement>('select.goog-te-combo');
    if (combo) {
      combo.value = language;
      combo.dispatchEvent(new Event('change'));
    }
  });
  setTimeout(() => {
    if (!isTranslated()) location.reload();
  }, TRANSLATED_WITHIN_MS);
}
