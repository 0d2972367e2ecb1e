import { describe, expect, it } from 'vitest';
import { drivingRulesOf, LE_MANS_2025, type RulesEvent, WEC_SIX_HOURS_2025 } from './driving-rules.ts';

const HOURS = 3600;
const wec = (circuitId: string, season: number, hours: number): RulesEvent => ({
  championship: 'FIA WEC',
  season,
  circuitId,
  scheduledLengthS: hours * HOURS,
});

describe('drivingRulesOf', () => {
  it('knows Le Mans 2025 and the six-hour rounds of 2025 by their facts, not their names', () => {
    expect(drivingRulesOf(wec('le-mans', 2025, 24))).toBe(LE_MANS_2025);
    expect(drivingRulesOf(wec('le-mans', 2025, 24), 24 * HOURS)).toBe(LE_MANS_2025);
    expect(drivingRulesOf(wec('spa', 2025, 6), 6 * HOURS)).toBe(WEC_SIX_HOURS_2025);
    expect(drivingRulesOf(wec('imola', 2025, 6))).toBe(WEC_SIX_HOURS_2025);
    expect(drivingRulesOf(wec('cota', 2025, 6))).toBe(WEC_SIX_HOURS_2025);
  });

  it('knows no rules for another season, another length, an event outside the championship or none', () => {
    expect(drivingRulesOf(wec('le-mans', 2024, 24))).toBeNull();
    expect(drivingRulesOf(wec('lusail', 2025, 10))).toBeNull();
    expect(
      drivingRulesOf({ championship: null, season: 2025, circuitId: 'spa', scheduledLengthS: 6 * HOURS }),
    ).toBeNull();
    expect(
      drivingRulesOf({ championship: null, season: null, circuitId: null, scheduledLengthS: null }),
    ).toBeNull();
    expect(drivingRulesOf(null)).toBeNull();
  });

  it('gives a practice or a qualifying of the event none of its race’s rules', () => {
    expect(drivingRulesOf(wec('le-mans', 2025, 24), 3 * HOURS)).toBeNull();
    expect(drivingRulesOf(wec('spa', 2025, 6), 1.5 * HOURS)).toBeNull();
  });
});
