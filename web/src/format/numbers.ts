import { perLanguage } from '../i18n/per-language.ts';

const wholeNumbers = perLanguage((language) => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }));
const wholePercents = perLanguage(
  (language) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
);

/** A count as the page's language groups its digits: "20 182" in French, "20,182" in English. */
export function formatCount(value: number): string {
  return wholeNumbers().format(value);
}

/** A share (0.8) as a whole percentage in the page's language: "80 %" in French, "80%" in English. */
export function formatShare(share: number): string {
  return wholePercents().format(share);
}
