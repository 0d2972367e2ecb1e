import type { SessionWeather } from '@lemans/contract';
import type { CoreMessageId } from '../i18n/catalog-types.ts';
import { t } from '../i18n/i18n.ts';
import { perLanguage } from '../i18n/per-language.ts';
import { formatReading } from './timing.ts';

/**
 * Weather readings as the live pages and the banner show them: one decimal in the page's language,
 * the unit after a no-break space (so that it never wraps away from its number), and the wind's direction
 * as a compass point. A value that does not parse as a number is left out rather than shown as zero
 * (spec part 1 §5).
 */

const NO_BREAK_SPACE = '\u00a0';

/** The eight points of the compass, clockwise from the north, with their messages: short and full name. */
const COMPASS_TEXTS = {
  n: ['compass.n', 'compass.n_name'],
  ne: ['compass.ne', 'compass.ne_name'],
  e: ['compass.e', 'compass.e_name'],
  se: ['compass.se', 'compass.se_name'],
  s: ['compass.s', 'compass.s_name'],
  sw: ['compass.sw', 'compass.sw_name'],
  w: ['compass.w', 'compass.w_name'],
  nw: ['compass.nw', 'compass.nw_name'],
} as const satisfies Record<string, readonly [CoreMessageId, CoreMessageId]>;
const COMPASS_POINTS = Object.keys(COMPASS_TEXTS) as CompassPoint[];
export type CompassPoint = keyof typeof COMPASS_TEXTS;

/** A compass point as the page writes it ("SO" in French) and its full name ("sud-ouest"). */
export function compassTextsOf(point: CompassPoint): { short: string; name: string } {
  const [short, name] = COMPASS_TEXTS[point];
  return { short: t(short), name: t(name) };
}

export type WeatherReadingKind = 'air' | 'track' | 'humidity' | 'wind';

export interface WeatherReading {
  kind: WeatherReadingKind;
  label: string;
  /** The value with its unit: "28,9 °C". */
  value: string;
  /** Where the wind blows from; null for the other readings or when unknown. */
  direction: CompassPoint | null;
}

const oneDecimal = perLanguage(
  (language) => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** "28,9" (French) or "28.9" (English) from 28.94; null when the value is not a number. */
export function formatDecimal(value: unknown): string | null {
  const reading = formatReading(value);
  return reading === null ? null : oneDecimal().format(Number(reading));
}

/** The nearest of the eight compass points to a direction in degrees (0 = north, 90 = east). */
export function compassPointOf(degrees: unknown): CompassPoint | null {
  const reading = formatReading(degrees);
  if (reading === null) return null;
  const turn = ((Number(reading) % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(turn / 45) % COMPASS_POINTS.length] ?? null;
}

/** The readings worth showing, in the order they are shown: air, track, humidity, wind. */
export function weatherReadingsOf(weather: Partial<SessionWeather> | null | undefined): WeatherReading[] {
  if (!weather) return [];
  const withUnit = (value: unknown, unit: string) => {
    const number = formatDecimal(value);
    return number === null ? null : `${number}${NO_BREAK_SPACE}${unit}`;
  };
  const readings: (WeatherReading | null)[] = [
    reading('air', t('weather.air'), withUnit(weather.air_temperature, '°C')),
    reading('track', t('weather.track'), withUnit(weather.track_temperature, '°C')),
    reading('humidity', t('weather.humidity'), withUnit(weather.humidity, '%')),
    reading(
      'wind',
      t('weather.wind'),
      withUnit(weather.wind_speed, 'km/h'),
      compassPointOf(weather.wind_direction),
    ),
  ];
  return readings.filter((item) => item !== null);
}

function reading(
  kind: WeatherReadingKind,
  label: string,
  value: string | null,
  direction: CompassPoint | null = null,
): WeatherReading | null {
  return value === null ? null : { kind, label, value, direction };
}
