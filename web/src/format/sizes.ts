import { perLanguage } from '../i18n/per-language.ts';

/**
 * File sizes in the page's language: "850 ko", "12,4 Mo" in French (decimal units, as the upload limit of
 * 20 Mo is written), with the language's own unit names.
 */

const KB = 1000;
const MB = 1000 * KB;

const units = perLanguage((language) => {
  const unit = (name: string, digits: number) =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: digits,
    });
  return { megabytes: unit('megabyte', 1), kilobytes: unit('kilobyte', 0), bytes: unit('byte', 0) };
});

export function formatSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '-';
  const { megabytes, kilobytes, bytes: whole } = units();
  if (bytes >= MB) return megabytes.format(bytes / MB);
  if (bytes >= KB) return kilobytes.format(bytes / KB);
  return whole.format(bytes);
}
