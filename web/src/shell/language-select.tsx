import { useEffect, useId, useState } from 'react';
import {
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type LanguageCode,
  languageOfCookies,
  SOURCE_LANGUAGE,
} from './language.ts';
import { readStored, writeStored } from './storage.ts';
import { applyLanguage, loadTranslateWidget, WIDGET_ELEMENT_ID } from './translate-widget.ts';
import './language-select.css';

/** The stored preference, else what the translation cookie says (a visit from before the preference). */
function currentLanguage(): LanguageCode {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : languageOfCookies(document.cookie);
}

/**
 * The language selector (spec part 1 §4). The translation widget's script is only fetched when a language
 * other than French is wanted; its own controls stay hidden behind this select. The select and its names
 * are kept out of the translation, so that every visitor finds their language under its own name.
 */
export function LanguageSelect() {
  const id = useId();
  const [language, setLanguage] = useState<LanguageCode>(currentLanguage);

  useEffect(() => {
    if (currentLanguage() !== SOURCE_LANGUAGE) void loadTranslateWidget();
  }, []);

  const choose = (code: string) => {
    if (!isLanguage(code)) return;
    setLanguage(code);
    writeStored(LANGUAGE_STORAGE_KEY, code);
    applyLanguage(code);
  };

  return (
    <div className="language-select notranslate" translate="no">
      <label htmlFor={id}>Langue</label>
      <select id={id} value={language} onChange={(event) => choose(event.target.value)}>
        {LANGUAGES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
      <div id={WIDGET_ELEMENT_ID} hidden />
    </div>
  );
}
