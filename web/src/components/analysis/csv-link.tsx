import { t } from '../../i18n/i18n.ts';

/** A link that downloads one of the analysis tables as a CSV file for a spreadsheet. */
export function CsvLink({ path, label }: { path: string; label: string }) {
  const href = `/api${path}${path.includes('?') ? '&' : '?'}format=csv`;
  return (
    <a className="analysis-csv" href={href} download>
      {t('analysis.csv', { label })}
    </a>
  );
}
