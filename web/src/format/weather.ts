import type { SessionWeather } from '@lemans/race';
import { formatReading } from './timing.ts';

/**
 * Weather readings as the live pages and the banner show them: one decimal with the French decimal comma,
 * the unit after a no-break space (so that it never wraps away from its number), and the wind's direction
 * as a compass point. A value that does not parse as a number is left out rather than shown as zero
 * (spec part 1 §5).
 */

const NO_BREAK_SPACE = '\u00a0';

/** The eight points of the French compass, clockwise from the north (O is ouest). */
const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SO', 'O', 'NO'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

export const COMPASS_NAMES: Record<CompassPoint, string> = {
  N: 'nord',
  NE: 'nord-est',
  E: 'est',
  SE: 'sud-est',
  S: 'sud',
  SO: 'sud-ouest',
  O: 'ouest',
  NO: 'nord-ouest',
};

export type WeatherReadingKind = 'air' | 'track' | 'humidity' | 'wind';

export interface WeatherReading {
  kind: WeatherReadingKind;
  label: string;
  /** The value with its unit: "28,9 °C". */
  value: string;
  /** Where the wind blows from; null for the other readings or when unknown. */
  direction: CompassPoint | null;
}

/** "28,9" from 28.94; null when the value is not a number. */
export function formatDecimal(value: unknown): string | null {
  return formatReading(value)?.replace('.', ',') ?? null;
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
    reading('air', 'Air', withUnit(weather.air_temperature, '°C')),
    reading('track', 'Piste', withUnit(weather.track_temperature, '°C')),
    reading('humidity', 'Humidité', withUnit(weather.humidity, '%')),
    reading('wind', 'Vent', withUnit(weather.wind_speed, 'km/h'), compassPointOf(weather.wind_direction)),
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
