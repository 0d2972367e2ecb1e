import { useSignals } from '@preact/signals-react/runtime';
import { compassTextsOf, weatherReadingsOf } from '../format/weather.ts';
import { useT } from '../i18n/use-language.tsx';
import { weather } from '../stores/weather-store.ts';
import './weather-strip.css';

/**
 * The weather of the followed session: air and track temperature, humidity and wind, marked "simulée" when
 * the data carries none and the site generated it. `compact` is the banner's: air and track only on narrow
 * screens, where the bar has no room for more. Nothing is shown while no reading is known, not even the
 * frame `className` gives it.
 */
export function WeatherStrip({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  useSignals();
  const t = useT();
  const current = weather.value;
  const readings = weatherReadingsOf(current);
  if (readings.length === 0) return null;
  return (
    <ul
      className={`weather-strip${compact ? ' is-compact' : ''} ${className}`.trim()}
      aria-label={t('weather.label')}
    >
      {readings.map(({ kind, label, value, direction }) => (
        <li key={kind} className={`weather-strip__reading is-${kind}`}>
          <span className="weather-strip__label">{label}</span> {value}
          {direction && (
            <>
              {' '}
              <abbr title={compassTextsOf(direction).name}>{compassTextsOf(direction).short}</abbr>
            </>
          )}
        </li>
      ))}
      {current?.weather_simulated && (
        <li className="weather-strip__simulated" title={t('weather.simulated_title')}>
          {t('weather.simulated')}
        </li>
      )}
    </ul>
  );
}
