import { frenchMessageOf } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import type { ReportEventRow } from './report-event-row.ts';
import { sessionReportEventOf } from './session-report-event.ts';

/** A stored report event as the API reads it, with what its domain event says; none by default. */
const row = (fields: Partial<ReportEventRow>): ReportEventRow => ({
  event_position: 42,
  event_type: 'pitstop',
  number: '7',
  lap_number: 45,
  description: '',
  race_time_ms: 3_600_000,
  occurred_at: '2025-06-14T15:00:00.000Z',
  to_state: null,
  lap_time_ms: null,
  best_lap_scope: null,
  best_lap_class: null,
  pit_stop: null,
  position_from: null,
  position_to: null,
  class_position_from: null,
  class_position_to: null,
  category: null,
  ...fields,
});

const places = { position_from: 2, position_to: 1, class_position_from: 2, class_position_to: 1 };

describe('the report’s own codes in French', () => {
  it('word pit stops and lead changes as their rows have always been written', () => {
    expect(frenchMessageOf({ code: 'car.pit_stop', values: { car: '7', lap: 45, stop: 3 } })).toBe(
      '#7 : arrêt au stand n°3 (tour 45)',
    );
    expect(frenchMessageOf({ code: 'car.takes_lead', values: { car: '7', lap: 45 } })).toBe(
      '#7 prend la tête de la course',
    );
    expect(
      frenchMessageOf({ code: 'car.takes_class_lead', values: { car: '38', lap: 45, category: 'LMP2' } }),
    ).toBe('#38 prend la tête en LMP2');
  });

  it('word race control’s codes as its alerts', () => {
    expect(frenchMessageOf({ code: 'car.dnf', values: { car: '50', lap: 120 } })).toBe(
      '#50 : abandon (tour 120)',
    );
  });
});

describe('sessionReportEventOf', () => {
  it('reads a pit stop with its rank among the car’s stops, from its domain event', () => {
    const stored = row({ pit_stop: 3, description: '#7 : arrêt au stand n°3 (tour 45)' });
    expect(sessionReportEventOf(stored)).toMatchObject({
      code: 'car.pit_stop',
      values: { car: '7', lap: 45, stop: 3 },
      description: '#7 : arrêt au stand n°3 (tour 45)',
    });
  });

  it('reads the race’s lead taken, before the class’s that comes with it', () => {
    const lead = row({ event_type: 'position_change', ...places, category: 'HYPERCAR' });
    expect(sessionReportEventOf(lead)).toMatchObject({
      code: 'car.takes_lead',
      values: { car: '7', lap: 45 },
    });
  });

  it('reads a class’s lead taken, with the class’s label', () => {
    const lead = row({
      event_type: 'position_change',
      number: '38',
      ...places,
      position_from: 9,
      position_to: 8,
      category: 'lmp2',
    });
    expect(sessionReportEventOf(lead)).toMatchObject({
      code: 'car.takes_class_lead',
      values: { car: '38', lap: 45, category: 'LMP2' },
    });
  });

  it('reads race control’s events as the alerts do', () => {
    const retired = row({ event_type: 'dnf', number: '50', lap_number: 120, to_state: 'Retired' });
    expect(sessionReportEventOf(retired)).toMatchObject({ code: 'car.dnf', values: { car: '50', lap: 120 } });
  });

  it.each([
    ['a pit stop whose domain event is missing', row({})],
    ['a position change whose domain event is missing', row({ event_type: 'position_change' })],
    [
      'a class lead of a car without its entry',
      row({ event_type: 'position_change', ...places, position_from: 9, position_to: 8 }),
    ],
    ['a position change that takes no lead', row({ event_type: 'position_change', position_to: 2 })],
  ])('shows the description of %s as written, in French', (_, unread) => {
    const description = '#7 : arrêt au stand n°3 (tour 45)';
    expect(sessionReportEventOf({ ...unread, description })).toMatchObject({
      code: 'as_written',
      values: {},
      lang: 'fr',
      description,
    });
  });

  it('gives the row’s car, lap, description and date as the API does', () => {
    const stored = row({ pit_stop: 1, description: '#7 : arrêt au stand n°1 (tour 45)' });
    expect(sessionReportEventOf(stored)).toEqual({
      id: 42,
      event_type: 'pitstop',
      participant_number: '7',
      lap_number: 45,
      description: '#7 : arrêt au stand n°1 (tour 45)',
      timestamp: '2025-06-14T15:00:00.000Z',
      code: 'car.pit_stop',
      values: { car: '7', lap: 45, stop: 1 },
    });
  });
});
