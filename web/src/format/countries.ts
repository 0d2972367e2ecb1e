import countries from 'i18n-iso-countries';
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };

/** Country names and flags of the team, driver and car pages (spec part 2 §9), from ISO alpha-2 codes. */

// Only French is shown, so only the French names are bundled.
countries.registerLocale(fr);

/** The French name of an ISO alpha-2 code ("FR" → "France"); the code itself when unknown, "" when none. */
export function countryName(code: string | null | undefined): string {
  const upper = code?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return countries.getName(upper, 'fr') ?? upper;
}

/** The flag-icons class of a two-letter code, or null when there is no such code. */
export function flagClass(code: string | null | undefined): string | null {
  const lower = (code ?? '').trim().toLowerCase();
  return /^[a-z]{2}$/.test(lower) ? `fi fi-${lower}` : null;
}
