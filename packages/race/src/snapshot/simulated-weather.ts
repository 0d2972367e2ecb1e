import { HOUR_MS } from '@lemans/contract/timing';
import type { OrganiserWeather } from './organiser-snapshot.ts';

/**
 * The timing data has no weather, so the recording's weather is generated: a plausible June day and night
 * at Le Mans (warm afternoon, cool night, dew towards dawn, a light south-westerly), the same for the same
 * moment on every run, and flagged as simulated in the snapshot. It changes once a minute, like a weather
 * station's reports, so that it does not churn every snapshot.
 */

export type Weather = OrganiserWeather;

const REPORT_INTERVAL_MS = 60_000;

/** `localHour` is the local time of day at the race start (16 for a 16:00 start). */
export function simulatedWeather(raceTimeMs: number, localStartHour: number): Weather {
  const reportMs = Math.floor(Math.max(0, raceTimeMs) / REPORT_INTERVAL_MS) * REPORT_INTERVAL_MS;
  const hours = reportMs / HOUR_MS;
  const hourOfDay = (localStartHour + hours) % 24;
  // Daily cycle peaking mid-afternoon (15:00) and lowest before dawn (05:00 to 06:00).
  const daily = Math.cos(((hourOfDay - 15) / 24) * 2 * Math.PI);
  const sun = Math.max(0, Math.sin(((hourOfDay - 6) / 15) * Math.PI));
  const wobble = (period: number, phase: number) => Math.sin((hours / period) * 2 * Math.PI + phase);

  const airTemp = 21.5 + 7.5 * daily + 0.6 * wobble(2.7, 1.3) + 0.3 * wobble(0.9, 0.4);
  const trackTemp = airTemp + 17 * sun - 1.5 * (1 - sun) + 1.2 * wobble(1.9, 2.2);
  const humidity = 58 - 24 * daily + 3 * wobble(3.3, 0.7);
  const pressure = 1017.5 - 1.8 * (hours / 24) + 0.4 * wobble(6.1, 1.1);
  const windSpeed = 9 + 4 * Math.max(daily, -0.4) + 2.5 * wobble(1.4, 0.2);
  const windDirection = 230 + 25 * wobble(5.3, 2.9) + 10 * wobble(1.1, 0.5);

  return {
    airTemp: round1(airTemp),
    trackTemp: round1(trackTemp),
    humidity: round1(Math.min(100, Math.max(15, humidity))),
    pressure: round1(pressure),
    windSpeed: round1(Math.max(0, windSpeed)),
    windDirection: Math.round(((windDirection % 360) + 360) % 360),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
