import type { AlertAsWritten, ReportEventText } from '@lemans/contract';
import { frenchMessageOf } from '@lemans/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportEvent } from '../../api/types.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { reportEventLanguageOf, reportEventMessageOf } from './report-event-words.ts';

/** An event of the report as the API gives it, its French description as the pipeline wrote it. */
const eventOf = (words: ReportEventText | AlertAsWritten): ReportEvent => ({
  id: 1,
  event_type: 'pitstop',
  participant_number: '7',
  lap_number: 45,
  description: 'Arrêt prolongé de la #7',
  timestamp: '2025-06-14T16:00:00.000Z',
  ...words,
});

const PIT_STOP: ReportEventText = { code: 'car.pit_stop', values: { car: '7', lap: 45, stop: 3 } };
const CLASS_LEAD: ReportEventText = {
  code: 'car.takes_class_lead',
  values: { car: '38', lap: 45, category: 'LMP2' },
};

/** The report's own codes, and one of race control's with a lap time. */
const TEXTS: ReportEventText[] = [
  PIT_STOP,
  { code: 'car.takes_lead', values: { car: '7', lap: 45 } },
  CLASS_LEAD,
  { code: 'car.class_fastest_lap', values: { car: '009', lap: 12, lap_time_ms: 61_005, category: 'LMGT3' } },
];

describe('a report event in the page’s language', () => {
  afterEach(() => changeLanguage('fr'));

  it.each(TEXTS)('words $code in French as the API does', (text) => {
    const event = eventOf(text);
    expect(reportEventMessageOf(event)).toBe(frenchMessageOf(text));
    expect(reportEventLanguageOf(event)).toBeUndefined();
  });

  it('words a pit stop and a lead change in English', async () => {
    await changeLanguage('en');
    expect(reportEventMessageOf(eventOf(PIT_STOP))).toBe('#7: pit stop 3 (lap 45)');
    expect(reportEventMessageOf(eventOf(CLASS_LEAD))).toBe('#38 takes the lead in LMP2');
  });

  it('shows the description of an event no code reads as written, in its language', async () => {
    await changeLanguage('en');
    const event = eventOf({ code: 'as_written', values: {}, lang: 'fr' });
    expect(reportEventMessageOf(event)).toBe('Arrêt prolongé de la #7');
    expect(reportEventLanguageOf(event)).toBe('fr');
  });
});
