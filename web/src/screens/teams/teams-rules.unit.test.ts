import { describe, expect, it } from 'vitest';
import type { Entry } from '../../api/types.ts';
import { filterTeams, sortTeams, teamBrands } from './teams-rules.ts';

function entry(id: number, fields: Partial<Entry>): Entry {
  return {
    id,
    team_name: `Team ${id}`,
    brand_name: 'Brand',
    car_name: 'Car',
    number: String(id),
    category_label: 'Hypercar',
    category_id: null,
    category_color: '',
    subclass: null,
    tyres: '',
    engine: '',
    team_country: '',
    drivers: [],
    ...fields,
  };
}

const list = [
  entry(1, {
    team_name: 'Ferrari AF Corse',
    brand_name: 'Ferrari',
    number: '83',
    drivers: [{ id: 10, firstname: 'Robert', lastname: 'Kubica', country: 'PL', driver_position: 1 }],
  }),
  entry(2, { team_name: 'alpine Endurance', brand_name: 'Alpine', number: '7', category_label: 'LMP2' }),
  entry(3, { team_name: 'Iron Lynx', brand_name: 'Lamborghini', number: '12', category_label: 'LMGT3' }),
  entry(4, { team_name: 'Zeta', brand_name: 'Alpine', number: '007', category_label: 'LMP2 Pro/Am' }),
  entry(5, { team_name: 'Other', brand_name: 'Brand', number: '99', category_label: 'Autre' }),
];
const ids = (entries: Entry[]) => entries.map((item) => item.id);

describe('team search and filters', () => {
  const none = { query: '', category: null, brand: null };
  it('matches team, brand, car or a driver full name, case-insensitively', () => {
    expect(ids(filterTeams(list, { ...none, query: 'FERRARI' }))).toEqual([1]);
    expect(ids(filterTeams(list, { ...none, query: 'robert kubica' }))).toEqual([1]);
    expect(ids(filterTeams(list, { ...none, query: 'lambo' }))).toEqual([3]);
    expect(ids(filterTeams(list, { ...none, query: '  ' }))).toEqual([1, 2, 3, 4, 5]);
    expect(filterTeams(list, { ...none, query: 'nobody' })).toEqual([]);
  });
  it('filters by category and brand together', () => {
    expect(ids(filterTeams(list, { ...none, category: 'LMP2' }))).toEqual([2, 4]);
    expect(ids(filterTeams(list, { ...none, brand: 'Alpine' }))).toEqual([2, 4]);
    expect(ids(filterTeams(list, { query: 'zeta', category: 'LMP2', brand: 'Alpine' }))).toEqual([4]);
  });
  it('lists each brand once, alphabetically', () => {
    expect(teamBrands(list)).toEqual(['Alpine', 'Brand', 'Ferrari', 'Lamborghini']);
  });
});

describe('team sorting', () => {
  it('sorts by name both ways, ignoring case', () => {
    expect(ids(sortTeams(list, 'name-asc'))).toEqual([2, 1, 3, 5, 4]);
    expect(ids(sortTeams(list, 'name-desc'))).toEqual([4, 5, 3, 1, 2]);
  });
  it('sorts race numbers numerically', () => {
    expect(ids(sortTeams(list, 'number'))).toEqual([2, 4, 3, 1, 5]);
  });
  it('sorts by category in the picker order, then by brand', () => {
    expect(ids(sortTeams(list, 'category'))).toEqual([1, 2, 4, 3, 5]);
    expect(ids(sortTeams(list, 'brand'))).toEqual([2, 4, 5, 1, 3]);
  });
  it('leaves its input as it was', () => {
    const before = ids(list);
    sortTeams(list, 'number');
    expect(ids(list)).toEqual(before);
  });
});
