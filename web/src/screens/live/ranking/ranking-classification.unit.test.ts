import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import type { ShownRow } from '../../../stores/live-rules.ts';
import { rankingClassificationOf, rankingRulesOf } from './ranking-classification.ts';

function row(number: string, laps: number, crossedMs: number, state: string): ShownRow {
  return {
    ...testLiveRow({
      participant_number: number,
      category_label: 'LMGT3',
      lap_count: laps,
      last_crossing_time: crossedMs,
      car_state: state,
    }),
    flags: null,
  };
}

const LE_MANS = {
  id: '24-heures-du-mans-2025-06-14',
  name: '24 Heures du Mans 2025',
  date: '2025-06-14',
  championship: 'FIA WEC',
  season: 2025,
  round: 4,
  circuit_id: 'le-mans',
  time_zone: 'Europe/Paris',
  scheduled_start: null,
  scheduled_length_s: 86_400,
};

describe('rankingClassificationOf', () => {
  const rows = [
    row('50', 387, 5100, 'Disqualified'),
    row('83', 387, 5000, 'Finished'),
    row('6', 386, 5050, 'Running'),
    row('59', 314, 4000, 'Stopped'),
    row('28', 308, 3000, 'Retired'),
    row('99', 200, 5200, 'Finished'),
  ];

  it('is nothing before the flag: the ranking is the timing’s', () => {
    expect(rankingClassificationOf(rows, null, null)).toBeNull();
    expect(rankingClassificationOf(rows, 'last-lap', null)).toBeNull();
  });

  it('orders the cars as classified and tags the others once the flag is out', () => {
    const rules = rankingRulesOf(LE_MANS, 86_400);
    const provisional = rankingClassificationOf(rows, 'provisional', rules);
    expect(provisional?.rows.map((r) => r.participant_number)).toEqual(['83', '6', '59', '28', '99', '50']);
    expect(Object.fromEntries(provisional?.statusOf ?? [])).toEqual({ '28': 'DNF', '99': 'NC', '50': 'DSQ' });
    // The position column's numbers: the classification's places, none for a car it does not place.
    expect(Object.fromEntries(provisional?.places ?? [])).toEqual({
      '83': { position: 1, classPosition: 1 },
      '6': { position: 2, classPosition: 2 },
      '59': { position: 3, classPosition: 3 },
      '28': { position: null, classPosition: null },
      '99': { position: null, classPosition: null },
      '50': { position: null, classPosition: null },
    });
    const final = rankingClassificationOf(rows, 'final', rules);
    expect(final?.statusOf.get('59')).toBe('NC');
    expect(final?.rows[0]).toBe(rows[1]);
  });

  it('knows the distance rule only for the race of an event it knows', () => {
    expect(rankingRulesOf(LE_MANS, 86_400)?.minDistanceShare).toBe(0.7);
    expect(rankingRulesOf(LE_MANS, 3_600)).toBeNull();
    expect(rankingRulesOf(null, 86_400)).toBeNull();
    expect(rankingRulesOf(undefined, 86_400)).toBeNull();
  });
});
