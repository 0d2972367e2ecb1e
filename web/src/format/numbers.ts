import { perLanguage } from '../i18n/per-language.ts';

const wholeNumbers = perLanguage((language) => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }));
const tenths = perLanguage(
  (language) => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const wholePercents = perLanguage(
  (language) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
);

/** A count as the page's language groups its digits: "20 182" in French, "20,182" in English. */
export function formatCount(value: number): string {
  return wholeNumbers().format(value);
}

/** A figure to the tenth (a speed in km/h) as the page's language writes it: "349,0" in French. */
export function formatTenths(value: number): string {
  return tenths().format(value);
}

/** A share (0.8) as a whole percentage in the page's language: "80 %" in French, "80%" in English. */
export function formatShare(share: number): string {
  return wholePercents().format(share);
}
