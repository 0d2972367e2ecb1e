import { describe, expect, it } from 'vitest';
import { compassPointOf, compassTextsOf, formatDecimal, weatherReadingsOf } from './weather.ts';

const shown = (readings: ReturnType<typeof weatherReadingsOf>) =>
  readings.map(({ label, value, direction }) =>
    [label, value, direction && compassTextsOf(direction).short]
      .filter(Boolean)
      .join(' ')
      .replaceAll('\u00a0', ' '),
  );

describe('formatDecimal', () => {
  it('writes one decimal with a comma, and nothing for what is not a number', () => {
    expect(formatDecimal(28.94)).toBe('28,9');
    expect(formatDecimal(43)).toBe('43,0');
    expect(formatDecimal('52')).toBe('52,0');
    expect(formatDecimal(-2.46)).toBe('-2,5');
    expect(formatDecimal(null)).toBeNull();
    expect(formatDecimal(undefined)).toBeNull();
    expect(formatDecimal('N/A')).toBeNull();
  });
});

describe('compassPointOf', () => {
  it.each([
    [0, 'n'],
    [22, 'n'],
    [23, 'ne'],
    [90, 'e'],
    [135, 'se'],
    [180, 's'],
    [230, 'sw'],
    [270, 'w'],
    [315, 'nw'],
    [338, 'n'],
    [360, 'n'],
    [-45, 'nw'],
    [765, 'ne'],
  ])('%s° → %s', (degrees, point) => expect(compassPointOf(degrees)).toBe(point));

  it('writes a point as the page’s language does: the French west is « O », ouest', () => {
    expect(compassTextsOf('w')).toEqual({ short: 'O', name: 'ouest' });
    expect(compassTextsOf('nw')).toEqual({ short: 'NO', name: 'nord-ouest' });
  });

  it('has no point for an unknown direction', () => {
    expect(compassPointOf(null)).toBeNull();
    expect(compassPointOf('')).toBeNull();
  });
});

describe('weatherReadingsOf', () => {
  it('shows air, track, humidity and wind with their French labels and units', () => {
    const readings = weatherReadingsOf({
      air_temperature: 28.94,
      track_temperature: 43,
      humidity: 52,
      pressure: 1016.2,
      wind_speed: 12.28,
      wind_direction: 310,
    });
    expect(shown(readings)).toEqual(['Air 28,9 °C', 'Piste 43,0 °C', 'Humidité 52,0 %', 'Vent 12,3 km/h NO']);
    // The unit never wraps away from its number.
    expect(readings[0]?.value).toBe('28,9\u00a0°C');
  });

  it('leaves out an absent value rather than showing zero', () => {
    expect(
      shown(
        weatherReadingsOf({
          air_temperature: 0,
          track_temperature: null,
          humidity: undefined,
          wind_speed: 8,
          wind_direction: null,
        }),
      ),
    ).toEqual(['Air 0,0 °C', 'Vent 8,0 km/h']);
    expect(weatherReadingsOf({ wind_speed: null, wind_direction: 200 })).toEqual([]);
    expect(weatherReadingsOf(null)).toEqual([]);
  });
});
