import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n.ts';
import {
  adjustedGapText,
  adjustedMove,
  nextStopParts,
  shortDuration,
  stintParts,
  strategyQueryOf,
  windowLegendText,
} from './strategy-format.ts';

describe('the strategy view’s figures', () => {
  afterEach(() => changeLanguage('fr'));

  it('asks the latest strategy live, else the moment shown to the ten seconds', () => {
    expect(strategyQueryOf(null)).toBe('');
    expect(strategyQueryOf(43_219.7)).toBe('?at=43210000');
    expect(strategyQueryOf(-3)).toBe('?at=0');
  });

  it('writes the stint, the next stop and its window', () => {
    expect(stintParts({ stint_laps: 7, stint_ms: 24 * 60_000 + 5_000, in_pit: false })).toEqual([
      '7 t.',
      ' (24 min)',
    ]);
    expect(stintParts({ stint_laps: 14, stint_ms: 62 * 60_000, in_pit: false })).toEqual([
      '14 t.',
      ' (1 h 02)',
    ]);
    expect(stintParts({ stint_laps: 0, stint_ms: 1000, in_pit: true })).toEqual(['aux stands', '']);
    // Begun before the session saw the car: nothing to write, not a guess from the first lap seen.
    expect(stintParts({ stint_laps: null, stint_ms: null, in_pit: false })).toBeNull();
    expect(stintParts({ stint_laps: null, stint_ms: null, in_pit: true })).toEqual(['aux stands', '']);
    const next = {
      next_stop_lap: 203,
      next_stop_window_from_lap: 202,
      next_stop_window_to_lap: 205,
      stops_owed: 3,
    };
    expect(nextStopParts(next)).toEqual(['tour 203', ' (202–205)']);
    expect(nextStopParts({ ...next, next_stop_window_from_lap: 203, next_stop_window_to_lap: 203 })).toEqual([
      'tour 203',
      '',
    ]);
    expect(nextStopParts({ ...next, next_stop_lap: null, stops_owed: 0 })).toEqual(['aucun', '']);
    expect(nextStopParts({ ...next, next_stop_lap: null, stops_owed: null })).toEqual(['-', '']);
  });

  it('signs the pit-adjusted gap and counts the places gained once the stops even out', () => {
    expect(adjustedGapText(12_440)).toBe('+12.4 s');
    expect(adjustedGapText(-65_200)).toBe('−1:05.2');
    expect(adjustedGapText(null)).toBe('-');
    expect(adjustedMove({ class_position: 4, pit_adjusted_class_position: 2 })).toBe(2);
    expect(adjustedMove({ class_position: 4, pit_adjusted_class_position: null })).toBeNull();
    expect(shortDuration(72_400)).toBe('1:12');
    expect(shortDuration(null)).toBe('-');
  });

  it('says how often the window holds the next stop, as a percentage of the page’s language', async () => {
    // The space before the sign is the one the browser's Intl gives (no-break, narrow in newer data).
    expect(windowLegendText(0.8)).toMatch(
      /^Prochain arrêt : le tour prévu et, entre parenthèses, une fenêtre qui contient l’arrêt dans 80\s% des cas \(mesuré sur d’autres courses\)\.$/,
    );
    await changeLanguage('en');
    expect(windowLegendText(0.8)).toContain(' 80% of the time');
    await changeLanguage('de');
    expect(windowLegendText(0.75)).toMatch(/ 75\s% der Fälle/);
  });
});
