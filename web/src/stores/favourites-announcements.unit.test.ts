import { describe, expect, it } from 'vitest';
import { type AnnouncedRow, announcementsOf, ordinalOf } from './favourites-announcements.ts';

const car = (participant_number: string, changes: Partial<AnnouncedRow> = {}): AnnouncedRow => ({
  participant_number,
  ranking: 3,
  category_position: 3,
  category_label: 'Hypercar',
  car_state: 'Running',
  pit_stops: 11,
  ...changes,
});

const starred = new Set(['83', '35']);
const texts = (previous: AnnouncedRow[], next: AnnouncedRow[], cars: ReadonlySet<string> = starred) =>
  announcementsOf(previous, next, cars).map((announcement) => announcement.text);

describe('announcementsOf', () => {
  it('says when a starred car enters the pits, with its stop number, and when it leaves them', () => {
    const entering = announcementsOf(
      [car('83')],
      [car('83', { car_state: 'InPit', pit_stops: 12 })],
      starred,
    );
    expect(entering).toEqual([{ number: '83', kind: 'pit-in', text: 'N°83 entre aux stands (arrêt 12)' }]);
    // The organiser's count may be raised only later: the stop entered is the next one all the same.
    expect(texts([car('83')], [car('83', { car_state: 'InPit' })])).toEqual([
      'N°83 entre aux stands (arrêt 12)',
    ]);
    expect(announcementsOf([car('83', { car_state: 'InPit' })], [car('83')], starred)).toEqual([
      { number: '83', kind: 'pit-out', text: 'N°83 repart des stands' },
    ]);
    // Still in the pits, or retired there: nothing new about the pits.
    expect(texts([car('83', { car_state: 'InPit' })], [car('83', { car_state: 'InPit' })])).toEqual([]);
    expect(texts([car('83', { car_state: 'InPit' })], [car('83', { car_state: 'Retired' })])).toEqual([]);
  });

  it('says the places a starred car gains or loses, in class too when the overall places hide it', () => {
    expect(announcementsOf([car('83')], [car('83', { ranking: 2, category_position: 3 })], starred)).toEqual([
      { number: '83', kind: 'position', text: 'N°83 passe 2e (+1)' },
    ]);
    expect(texts([car('83')], [car('83', { ranking: 5 })])).toEqual(['N°83 recule 5e (\u22122)']);
    // The class moved as much as the overall order: saying it twice adds nothing.
    expect(
      texts(
        [car('83', { ranking: 2, category_position: 2 })],
        [car('83', { ranking: 1, category_position: 1 })],
      ),
    ).toEqual(['N°83 passe 1er (+1)']);
    const lmp2 = { category_label: 'LMP2' };
    expect(
      texts(
        [car('35', { ...lmp2, ranking: 22, category_position: 4 })],
        [car('35', { ...lmp2, ranking: 20, category_position: 3 })],
      ),
    ).toEqual(['N°35 passe 20e (+2), 3e en LMP2']);
    // Overall order unchanged, but a car of its class went by: only the class says it.
    const still = { ...lmp2, ranking: 24 };
    expect(
      texts([car('35', { ...still, category_position: 4 })], [car('35', { ...still, category_position: 5 })]),
    ).toEqual(['N°35 recule 5e en LMP2 (\u22121)']);
  });

  it('ignores cars that are not starred', () => {
    expect(texts([car('6')], [car('6', { ranking: 1, car_state: 'InPit' })])).toEqual([]);
    expect(texts([car('83')], [car('83', { ranking: 1 })], new Set())).toEqual([]);
  });

  it('keeps race order and puts a car pit sentence before its position one', () => {
    const previous = [car('35', { ranking: 4 }), car('83', { ranking: 5 })];
    const next = [car('83', { ranking: 4 }), car('35', { ranking: 5, car_state: 'InPit' })];
    expect(texts(previous, next)).toEqual([
      'N°83 passe 4e (+1)',
      'N°35 entre aux stands (arrêt 12)',
      'N°35 recule 5e (\u22121)',
    ]);
  });

  it('says nothing of a car appearing, leaving, or without a known position', () => {
    expect(texts([], [car('83')])).toEqual([]);
    expect(texts([car('83')], [])).toEqual([]);
    expect(texts([car('83', { ranking: 0 })], [car('83', { ranking: 2 })])).toEqual([]);
    expect(texts([car('83')], [car('83', { category_position: 0 })])).toEqual([]);
  });
});

describe('ordinalOf', () => {
  it('writes French ordinals', () => {
    expect([1, 2, 11].map(ordinalOf)).toEqual(['1er', '2e', '11e']);
  });
});
