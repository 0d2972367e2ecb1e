import countries from 'i18n-iso-countries';
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };

// Only French is shown, so only the French names are bundled.
countries.registerLocale(fr);

/** The French name of an ISO alpha-2 code ("FR" → "France"); the code itself when unknown, "" when none. */
export function countryName(code: string | null | undefined): string {
  const upper = code?.trim().toUpperCase() ?? '';
  if (!upper) return '';
  return countries.getName(upper, 'fr', { select: 'official' }) ?? upper;
}
