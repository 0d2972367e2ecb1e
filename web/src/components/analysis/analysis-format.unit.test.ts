import { describe, expect, it } from 'vitest';
import {
  driveStatusText,
  formatDegradation,
  formatDriveDuration,
  formatGapOrLaps,
  formatPitTime,
  formatPositions,
  formatRaceClock,
  formatTimeLost,
} from './analysis-format.ts';

describe('analysis formats', () => {
  it('says a driver without known rules has none, never « Conforme »', () => {
    expect(driveStatusText({ status: 'unknown', checks: [], car_status: 'classified' })).toBe(
      'Aucune règle connue',
    );
    expect(
      driveStatusText({
        status: 'broken',
        car_status: 'classified',
        checks: [
          { rule: 'max-total', limit_ms: 14 * 3_600_000, value_ms: 5 * 3_600_000, status: 'ok' },
          { rule: 'min-total', limit_ms: 45 * 60_000, value_ms: 35 * 60_000, status: 'broken' },
        ],
      }),
    ).toBe('Non respectée · Minimum 45 min 00 s');
  });

  it('concludes after the flag: respected, or not verifiable without the drivers’ FIA ratings', () => {
    const met = {
      rule: 'max-total',
      limit_ms: 14 * 3_600_000,
      value_ms: 5 * 3_600_000,
      status: 'met',
    } as const;
    expect(driveStatusText({ status: 'met', checks: [met], car_status: 'classified' })).toBe('Respectée');
    expect(
      driveStatusText({
        status: 'unverifiable',
        car_status: 'classified',
        checks: [
          met,
          { rule: 'min-total', limit_ms: 6 * 3_600_000, value_ms: 3_600_000, status: 'unverifiable' },
        ],
      }),
    ).toBe('Non vérifiable (classement FIA des pilotes inconnu) · Minimum 6 h 00 min');
  });

  it('says a minimum does not apply to a retired or unclassified car, and why', () => {
    const minimum = {
      rule: 'min-total',
      limit_ms: 45 * 60_000,
      value_ms: 35 * 60_000,
      status: 'not-applicable',
    } as const;
    expect(driveStatusText({ status: 'not-applicable', checks: [minimum], car_status: 'DNF' })).toBe(
      'Non applicable (voiture abandonnée) · Minimum 45 min 00 s',
    );
    expect(driveStatusText({ status: 'not-applicable', checks: [minimum], car_status: 'NC' })).toBe(
      'Non applicable (voiture non classée) · Minimum 45 min 00 s',
    );
  });

  it('writes drive times in hours and minutes, or minutes and seconds', () => {
    expect(formatDriveDuration(10.302 * 3_600_000)).toBe('10 h 18 min');
    expect(formatDriveDuration(45 * 60_000 + 12_400)).toBe('45 min 12 s');
    expect(formatDriveDuration(58_000)).toBe('58 s');
    expect(formatDriveDuration(null)).toBe('-');
  });

  it('keeps the tenths of gaps and times lost, and writes laps down as laps', () => {
    expect(formatGapOrLaps(14_084, 0)).toBe('+14.1 s');
    expect(formatGapOrLaps(420_000, 2)).toBe('+2 tours');
    expect(formatGapOrLaps(230_000, 1)).toBe('+1 tour');
    expect(formatGapOrLaps(0, 0)).toBe('Leader');
    expect(formatTimeLost(163_514)).toBe('+163.5 s');
    expect(formatTimeLost(-400)).toBe('−0.4 s');
    expect(formatPitTime(75_907, null)).toBe('75.9 s');
    expect(formatPitTime(66_899, 0)).toBe('66.899 s');
    expect(formatPitTime(66_000, 3_000)).toBe('≈ 66 s (± 3 s)');
    expect(formatPitTime(null, 0)).toBe('-');
  });

  it('signs degradation and writes positions and race times', () => {
    expect(formatDegradation(0.12)).toBe('+0.120 s/tour');
    expect(formatDegradation(-4.5)).toBe('−4.500 s/tour');
    expect(formatPositions(4, 6)).toBe('P4 → P6');
    expect(formatRaceClock(86_573_332)).toBe('24:02:53');
  });
});
