import { perLanguage } from '../i18n/per-language.ts';

/** Country names and flags of the team, driver and car pages (spec part 2 §9), from ISO alpha-2 codes. */

const regionNames = perLanguage((language) => new Intl.DisplayNames(language, { type: 'region' }));

/**
 * The name of an ISO alpha-2 code in the page's language ("FR" → "France" in French, "フランス" in
 * Japanese); the code itself when unknown, "" when none.
 */
export function countryName(code: string | null | undefined): string {
  const upper = code?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return regionNames().of(upper) ?? upper;
}

/** The flag-icons class of a two-letter code, or null when there is no such code. */
export function flagClass(code: string | null | undefined): string | null {
  const lower = (code ?? '').trim().toLowerCase();
  return /^[a-z]{2}$/.test(lower) ? `fi fi-${lower}` : null;
}
