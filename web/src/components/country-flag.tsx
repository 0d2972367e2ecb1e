import 'flag-icons/css/flag-icons.min.css';
import { countryName, flagClass } from '../format/countries.ts';
import './country-flag.css';

/** A country's flag from the bundled SVGs (no flag service is called), named for screen readers. */
export function CountryFlag({ code }: { code: string | null | undefined }) {
  const flag = flagClass(code);
  if (!flag) return null;
  return <span className={`${flag} country-flag`} role="img" aria-label={countryName(code)} />;
}
