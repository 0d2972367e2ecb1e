import { describe, expect, it } from 'vitest';
import type { ReportEvent } from '../../api/types.ts';
import { eventFilterChoices, eventLabel, filterEvents, OTHER_EVENTS } from './event-rules.ts';

const event = (id: number, event_type: string): ReportEvent => ({
  id,
  event_type,
  participant_number: '83',
  lap_number: id,
  description: '',
  timestamp: '2025-06-14T16:00:00Z',
  code: 'race_control',
  values: {},
});
const events = [
  event(1, 'pitstop'),
  event(2, 'race_state'),
  event(3, 'pitstop'),
  event(4, 'fastest_lap'),
  event(5, 'disqualification'),
];

describe('event labels', () => {
  it.each([
    ['fastest_lap', 'Meilleur tour'],
    ['pitstop', 'Arrêt au stand'],
    ['position_change', 'Changement de position'],
    ['dnf', 'Abandon'],
    ['safety_car', 'Safety Car'],
    ['race_state', 'Événement'],
    ['disqualification', 'Événement'],
  ])('%s → %s', (type, label) => expect(eventLabel(type)).toBe(label));
});

describe('event filter', () => {
  it('keeps every event, one type, or the unnamed ones: flags and disqualifications', () => {
    expect(filterEvents(events, null)).toBe(events);
    expect(filterEvents(events, 'pitstop').map((found) => found.id)).toEqual([1, 3]);
    expect(filterEvents(events, OTHER_EVENTS).map((found) => found.id)).toEqual([2, 5]);
    expect(filterEvents(events, 'dnf')).toEqual([]);
  });

  it('offers every type, even one without events, with its count', () => {
    expect(eventFilterChoices(events).map((choice) => [choice.label, choice.count])).toEqual([
      ['Tous', 5],
      ['Meilleur tour', 1],
      ['Arrêt au stand', 2],
      ['Changement de position', 0],
      ['Abandon', 0],
      ['Safety Car', 0],
      ['Événement', 2],
    ]);
  });
});
