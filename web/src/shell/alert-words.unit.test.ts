import type { AlertAsWritten, LiveAlert } from '@lemans/contract';
import { type AlertCode, type AlertText, type AlertValuesOf, frenchWordingOf } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { alertLanguageOf, alertMessageOf, alertTitleOf } from './alert-words.ts';

/** Values for every code: a code added without them does not compile. */
const VALUES: { [Code in AlertCode]: AlertValuesOf[Code] } = {
  'race_state.green': {},
  'race_state.yellow': {},
  'race_state.red': {},
  'race_state.fcy': {},
  'race_state.safety': {},
  'race_state.vsc': {},
  'race_state.finished': {},
  'car.dnf': { car: '50', lap: 120 },
  'car.stopped': { car: '009', lap: 3 },
  'car.disqualified': { car: '50' },
  'car.fastest_lap': { car: '7', lap: 45, lap_time_ms: 207_123 },
  'car.class_fastest_lap': { car: '92', lap: 210, lap_time_ms: 235_004, category: 'LMGT3' },
  race_control: {},
};

const TEXTS = Object.entries(VALUES).map(([code, values]) => ({ code, values }) as AlertText);

const alertOf = (words: AlertText | AlertAsWritten) =>
  ({
    id: 1,
    type: 'race_state',
    level: 'info',
    title: 'Direction de course',
    message: 'Piste nettoyée, reprise au prochain tour',
    session_id: 'course',
    participant_number: null,
    lap_number: null,
    race_time: 0,
    created_at: '2025-06-14T14:00:00.000Z',
    ...words,
  }) as LiveAlert;

describe('an alert in the page’s language', () => {
  it.each(TEXTS)('words $code in French as the API does', (text) => {
    const alert = alertOf(text);
    const french = frenchWordingOf(text);
    expect(alertTitleOf(alert)).toBe(french.title);
    expect(alertMessageOf(alert)).toBe(french.message);
    expect(alertLanguageOf(alert)).toBeUndefined();
  });

  it('keeps car numbers as they are and lap times as m:ss.mmm', () => {
    const alert = alertOf({
      code: 'car.class_fastest_lap',
      values: { car: '009', lap: 12, lap_time_ms: 61_005, category: 'LMP2' },
    });
    expect(alertMessageOf(alert)).toBe('#009 : meilleur tour LMP2 en 1:01.005 (tour 12)');
  });

  it('shows words no code reads as written, in their language, under race control’s title', () => {
    const alert = alertOf({ code: 'as_written', values: {}, lang: 'fr' });
    expect(alertTitleOf(alert)).toBe('Direction de course');
    expect(alertMessageOf(alert)).toBe('Piste nettoyée, reprise au prochain tour');
    expect(alertLanguageOf(alert)).toBe('fr');
  });
});
