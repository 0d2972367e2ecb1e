import { describe, expect, it } from 'vitest';
import { remainingAt, weatherDisplayOf } from './weather-display.ts';

describe('weatherDisplayOf', () => {
  it('shows numeric readings, numbers or numeric text, to one decimal', () => {
    const shown = weatherDisplayOf({ air_temperature: 24, track_temperature: '38.46', humidity: 51.04 });
    expect(shown).toMatchObject({ airTemperature: '24.0', trackTemperature: '38.5', humidity: '51.0' });
  });

  it('hides readings that do not parse as numbers', () => {
    const shown = weatherDisplayOf({
      air_temperature: 'N/A',
      pressure: null,
      wind_speed: '',
      wind_direction: 'NE',
    });
    expect(shown).toMatchObject({
      airTemperature: null,
      pressure: null,
      windSpeed: null,
      windDirection: null,
    });
  });

  it("hides the session name and race state when 'N/A'", () => {
    expect(weatherDisplayOf({ session_name: 'N/A', race_state: 'N/A' })).toMatchObject({
      sessionName: null,
      raceState: null,
    });
    expect(weatherDisplayOf({ session_name: 'Course', race_state: 'green' })).toMatchObject({
      sessionName: 'Course',
      raceState: 'green',
    });
  });

  it.each([
    ['N/A', null],
    ['No', null],
    ['Yes', 'Yes'],
  ])("safety car '%s' shows %s", (value, shown) => {
    expect(weatherDisplayOf({ safety_car: value })?.safetyCar).toBe(shown);
  });

  it('shows remaining time and progress only above 0', () => {
    expect(weatherDisplayOf({ remaining_time: 3725, percent_progress: 42.345 })).toMatchObject({
      remaining: '1h 02:05',
      progress: '42.3',
    });
    expect(weatherDisplayOf({ remaining_time: 0, percent_progress: 0 })).toMatchObject({
      remaining: null,
      progress: null,
    });
  });

  it('is null without a feed', () => {
    expect(weatherDisplayOf(null)).toBeNull();
  });
});

describe('remainingAt', () => {
  it('counts the remaining time down since it was received', () => {
    expect(remainingAt(120, 1_000_000, 1_030_000)).toBe(90);
  });

  it('is null once nothing is left or when unknown', () => {
    expect(remainingAt(10, 0, 10_000)).toBeNull();
    expect(remainingAt(0, 0, 0)).toBeNull();
    expect(remainingAt('N/A', 0, 0)).toBeNull();
  });
});
