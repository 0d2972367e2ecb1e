import 'flag-icons/css/flag-icons.min.css';
import { countryName } from './countries.ts';

/** A country's flag from the bundled SVGs (no flag service is called), named for screen readers. */
export function CountryFlag({ code }: { code: string | null | undefined }) {
  const lower = code?.trim().toLowerCase() ?? '';
  if (!/^[a-z]{2}$/.test(lower)) return null;
  return <span className={`fi fi-${lower} country-flag`} role="img" aria-label={countryName(lower)} />;
}
