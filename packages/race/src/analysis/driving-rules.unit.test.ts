import { describe, expect, it } from 'vitest';
import { drivingRulesOf, LE_MANS_2025, WEC_SIX_HOURS_2025 } from './driving-rules.ts';

const HOURS = 3600;

describe('drivingRulesOf', () => {
  it('knows Le Mans and Spa 2025 by their names', () => {
    expect(drivingRulesOf('24 Heures du Mans 2025')).toBe(LE_MANS_2025);
    expect(drivingRulesOf('24 Heures du Mans 2025', 24 * HOURS)).toBe(LE_MANS_2025);
    expect(drivingRulesOf('6 Heures de Spa-Francorchamps 2025', 6 * HOURS)).toBe(WEC_SIX_HOURS_2025);
  });

  it('gives the six-hour rules to any six-hour round of 2025, named so or scheduled so', () => {
    expect(drivingRulesOf("6 Heures d'Imola 2025")).toBe(WEC_SIX_HOURS_2025);
    expect(drivingRulesOf('6 Hours of Fuji 2025')).toBe(WEC_SIX_HOURS_2025);
    expect(drivingRulesOf('Lone Star Le Mans 2025', 6 * HOURS)).toBe(WEC_SIX_HOURS_2025);
    expect(drivingRulesOf('Manche belge 2025', 6 * HOURS)).toBe(WEC_SIX_HOURS_2025);
  });

  it('knows no rules for another year, another length or a name it cannot read', () => {
    expect(drivingRulesOf('24 Heures du Mans 2024')).toBeNull();
    expect(drivingRulesOf('Manche belge', 6 * HOURS)).toBeNull();
    expect(drivingRulesOf('Manche belge 2025')).toBeNull();
    expect(drivingRulesOf('Qatar 1812 km 2025', 10 * HOURS)).toBeNull();
    // A practice of the event is not its race: the race's figures are not its own.
    expect(drivingRulesOf('24 Heures du Mans 2025', 3 * HOURS)).toBeNull();
    expect(drivingRulesOf('6 Heures de Spa-Francorchamps 2025', 1.5 * HOURS)).toBeNull();
  });
});
