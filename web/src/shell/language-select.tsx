import { useId } from 'react';
import { changeLanguage } from '../i18n/i18n.ts';
import { isLanguage, LANGUAGES } from '../i18n/languages.ts';
import { choiceCookieOf } from '../i18n/page-language.ts';
import { useLanguage, useT } from '../i18n/use-language.tsx';
import './language-select.css';

/**
 * The language selector (spec part 1 §4): each language under its own name, so that every visitor finds
 * theirs whatever the page shows. A choice changes the page in place and is remembered for the next visits.
 */
export function LanguageSelect() {
  const id = useId();
  const t = useT();
  const language = useLanguage();

  const choose = (code: string) => {
    if (!isLanguage(code)) return;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
    document.cookie = choiceCookieOf(code);
    void changeLanguage(code);
  };

  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={language} onChange={(event) => choose(event.target.value)}>
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
