import type { RaceState } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { alertOf } from './alert-of.ts';
import type { AlertRow } from './report-event-row.ts';

/** A stored row as the API and the relay read it; its description as the pipeline wrote it, or none. */
const row = (fields: Partial<AlertRow>): AlertRow => ({
  event_position: 42,
  event_type: 'race_state',
  number: null,
  lap_number: null,
  description: '',
  race_time_ms: 3_600_000,
  occurred_at: '2025-06-14T15:00:00.000Z',
  to_state: null,
  lap_time_ms: null,
  best_lap_scope: null,
  best_lap_class: null,
  ...fields,
});

const RACE_STATES: [RaceState, AlertRow['event_type'], string, string, string][] = [
  ['green', 'race_state', 'info', 'Drapeau vert', 'Drapeau vert : reprise de la course'],
  ['yellow', 'race_state', 'warning', 'Drapeaux jaunes', 'Drapeaux jaunes'],
  ['red', 'race_state', 'danger', 'Drapeau rouge', 'Drapeau rouge : course interrompue'],
  ['fcy', 'race_state', 'warning', 'Full Course Yellow', 'Full Course Yellow : course neutralisée'],
  ['safety', 'safety_car', 'warning', 'Voiture de sécurité', 'Voiture de sécurité en piste'],
  ['vsc', 'safety_car', 'warning', 'Voiture de sécurité virtuelle', 'Voiture de sécurité virtuelle'],
  ['finished', 'race_state', 'info', 'Drapeau à damier', 'Drapeau à damier : fin de la course'],
];

describe('alertOf', () => {
  it.each(RACE_STATES)(
    'reads the race state %s from its domain event',
    (state, type, level, title, message) => {
      expect(alertOf('course', row({ event_type: type, to_state: state }))).toMatchObject({
        code: `race_state.${state}`,
        values: {},
        level,
        title,
        message,
      });
    },
  );

  it('announces the safety car for a safety-car event whose domain event is missing', () => {
    expect(alertOf('course', row({ event_type: 'safety_car' }))).toMatchObject({
      code: 'race_state.safety',
      title: 'Voiture de sécurité',
    });
  });

  it('reads a retirement and a stopped car, with the car and its lap', () => {
    const retired = row({ event_type: 'dnf', number: '50', lap_number: 120, to_state: 'Retired' });
    expect(alertOf('course', retired)).toMatchObject({
      code: 'car.dnf',
      values: { car: '50', lap: 120 },
      level: 'warning',
      title: 'Abandon',
      message: '#50 : abandon (tour 120)',
    });
    const stopped = row({ event_type: 'dnf', number: '009', lap_number: 3, to_state: 'Stopped' });
    expect(alertOf('course', stopped)).toMatchObject({
      code: 'car.stopped',
      values: { car: '009', lap: 3 },
      title: 'Abandon',
      message: '#009 : voiture arrêtée (tour 3)',
    });
  });

  it('reads a disqualification', () => {
    const disqualified = row({ event_type: 'disqualification', number: '50', lap_number: 387 });
    expect(alertOf('course', disqualified)).toMatchObject({
      code: 'car.disqualified',
      values: { car: '50' },
      level: 'danger',
      title: 'Disqualification',
      message: '#50 : disqualifiée',
    });
  });

  it("reads the race's fastest lap and a class's, with its time and class", () => {
    const lap = { event_type: 'fastest_lap', number: '7', lap_number: 45, lap_time_ms: 207_123 };
    expect(
      alertOf('course', row({ ...lap, best_lap_scope: 'overall', best_lap_class: 'HYPERCAR' })),
    ).toMatchObject({
      code: 'car.fastest_lap',
      values: { car: '7', lap: 45, lap_time_ms: 207_123 },
      level: 'info',
      title: 'Meilleur tour',
      message: '#7 : meilleur tour de la course en 3:27.123 (tour 45)',
    });
    expect(
      alertOf('course', row({ ...lap, best_lap_scope: 'class', best_lap_class: 'HYPERCAR' })),
    ).toMatchObject({
      code: 'car.class_fastest_lap',
      values: { car: '7', lap: 45, lap_time_ms: 207_123, category: 'Hypercar' },
      message: '#7 : meilleur tour Hypercar en 3:27.123 (tour 45)',
    });
  });

  it('keeps the French description stored with the row as its message, the code read from the row', () => {
    const stored = row({ to_state: 'red', description: 'Drapeau rouge : course interrompue (pluie)' });
    expect(alertOf('course', stored)).toMatchObject({
      code: 'race_state.red',
      message: 'Drapeau rouge : course interrompue (pluie)',
    });
  });

  it.each([
    ['a type no code reads', row({ event_type: 'pitstop', number: '8', lap_number: 10 })],
    ['a race state its row does not give', row({ event_type: 'race_state' })],
    ['a race state that is none', row({ event_type: 'race_state', to_state: 'Running' })],
    ['a retirement without its car', row({ event_type: 'dnf', lap_number: 10, to_state: 'Retired' })],
    ['a fastest lap without its time', row({ event_type: 'fastest_lap', number: '7', lap_number: 45 })],
    [
      'a fastest lap of an unknown scope',
      row({ event_type: 'fastest_lap', number: '7', lap_number: 45, lap_time_ms: 207_123 }),
    ],
  ])('gives race control’s generic code for %s', (_, unread) => {
    expect(alertOf('course', unread)).toMatchObject({
      code: 'race_control',
      values: {},
      level: 'info',
      title: 'Direction de course',
      message: 'Changement de situation en piste',
    });
  });

  it('shows the description of a row no code reads as written, in French', () => {
    const unread = row({ event_type: 'race_state', description: ' Drapeau vert : reprise de la course ' });
    const alert = alertOf('course', unread);
    expect(alert).toMatchObject({
      code: 'as_written',
      values: {},
      lang: 'fr',
      title: 'Direction de course',
      message: 'Drapeau vert : reprise de la course',
    });
  });

  it('gives the row’s car, lap, race time and date as the API does', () => {
    const retired = row({ event_type: 'dnf', number: '50', lap_number: 120, to_state: 'Retired' });
    expect(alertOf('course', retired)).toEqual({
      id: 42,
      type: 'dnf',
      level: 'warning',
      title: 'Abandon',
      message: '#50 : abandon (tour 120)',
      code: 'car.dnf',
      values: { car: '50', lap: 120 },
      session_id: 'course',
      participant_number: '50',
      lap_number: 120,
      race_time: 3_600_000,
      created_at: '2025-06-14T15:00:00.000Z',
    });
  });
});
