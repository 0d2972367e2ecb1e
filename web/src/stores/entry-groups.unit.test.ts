import { describe, expect, it } from 'vitest';
import type { Entry } from '../api/types.ts';
import { groupEntriesByCategory } from './entry-groups.ts';

const entry = (id: number, number: string, category_label: string): Entry => ({
  id,
  team_name: `Équipe ${id}`,
  brand_name: 'Marque',
  car_name: 'Voiture',
  number,
  category_label,
  category_id: null,
  category_color: '#000000',
  subclass: null,
  tyres: '',
  engine: '',
  team_country: 'FR',
  drivers: [],
});

describe('groupEntriesByCategory', () => {
  it('orders Hypercar, LMP2, LMGT3, then other categories, then Autre', () => {
    const groups = groupEntriesByCategory([
      entry(1, '92', 'LMGT3'),
      entry(2, '1', ''),
      entry(3, '199', 'LMP2'),
      entry(4, '83', 'Hypercar'),
      entry(5, '7', 'LMP3'),
    ]);
    expect(groups.map((group) => group.label)).toEqual(['Hypercar', 'LMP2', 'LMGT3', 'LMP3', 'Autre']);
  });

  it('puts an entry without a category under Autre', () => {
    const missing = { ...entry(1, '5', 'x'), category_label: undefined } as unknown as Entry;
    expect(groupEntriesByCategory([missing])).toEqual([{ label: 'Autre', entries: [missing] }]);
  });

  it('sorts each group by car number, numerically', () => {
    const [group] = groupEntriesByCategory([
      entry(1, '83', 'Hypercar'),
      entry(2, '007', 'Hypercar'),
      entry(3, '12', 'Hypercar'),
    ]);
    expect(group?.entries.map((item) => item.number)).toEqual(['007', '12', '83']);
  });

  it('gives no group for no entry', () => {
    expect(groupEntriesByCategory([])).toEqual([]);
  });
});
