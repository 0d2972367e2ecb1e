import { describe, expect, it } from 'vitest';
import type { Driver } from '../../api/types.ts';
import { filterDrivers, nationalitiesOf, sortDrivers } from './driver-rules.ts';

function driver(
  id: number,
  firstname: string,
  lastname: string,
  country: string,
  category: string,
  team: string,
): Driver {
  return {
    id,
    firstname,
    lastname,
    country,
    category,
    driver_position: 1,
    team: {
      team_name: team,
      team_number: String(id),
      category_color: '',
      brand_name: '',
      car_name: '',
      driver_position: 1,
      entry_id: id * 10,
    },
    entries: [],
  };
}

const drivers = [
  driver(1, 'Antonio', 'Giovinazzi', 'IT', 'Hypercar', 'Ferrari AF Corse'),
  driver(2, 'Kévin', 'Estre', 'FR', 'LMDh', 'Porsche Penske Motorsport'),
  driver(3, 'Robert', 'Kubica', 'PL', 'LMH', 'AF Corse'),
  driver(4, 'Ben', 'Keating', 'US', 'LMP1', 'United Autosports'),
  driver(5, 'Ye', 'Yifei', 'CN', 'LMP2', 'Inter Europol'),
  driver(6, 'Richard', 'Lietz', 'AT', 'LMGTE Pro', 'Manthey'),
  driver(7, 'Ahmad', 'Al Harthy', 'OM', 'LMGT3', 'Team WRT'),
  driver(8, 'Jean', 'Autre', 'DE', 'Innovative', 'Garage 56'),
];

describe('filterDrivers', () => {
  const none = { query: '', category: null, country: null };
  const ids = (list: Driver[]) => list.map((d) => d.id);

  it('matches first name, last name, French country name and team, ignoring case and accents', () => {
    expect(ids(filterDrivers(drivers, { ...none, query: 'kevin' }))).toEqual([2]);
    expect(ids(filterDrivers(drivers, { ...none, query: 'KUBICA' }))).toEqual([3]);
    expect(ids(filterDrivers(drivers, { ...none, query: 'Pologne' }))).toEqual([3]);
    expect(ids(filterDrivers(drivers, { ...none, query: 'etats-unis' }))).toEqual([4]);
    expect(ids(filterDrivers(drivers, { ...none, query: 'af corse' }))).toEqual([1, 3]);
    expect(ids(filterDrivers(drivers, none))).toHaveLength(8);
  });

  it('applies the category and nationality pickers', () => {
    expect(ids(filterDrivers(drivers, { ...none, category: 'Hypercar' }))).toEqual([1, 2, 3]);
    expect(ids(filterDrivers(drivers, { ...none, country: 'FR' }))).toEqual([2]);
    expect(ids(filterDrivers(drivers, { query: 'corse', category: 'Hypercar', country: 'PL' }))).toEqual([3]);
  });
});

describe('sortDrivers', () => {
  const names = (list: Driver[]) => list.map((d) => d.lastname);

  it('sorts by name both ways, by French country name and by category', () => {
    const az = names(sortDrivers(drivers, 'name-asc'));
    expect(az).toEqual(['Al Harthy', 'Autre', 'Estre', 'Giovinazzi', 'Keating', 'Kubica', 'Lietz', 'Yifei']);
    expect(names(sortDrivers(drivers, 'name-desc'))).toEqual([...az].reverse());
    // Allemagne, Autriche, Chine, États-Unis, France, Italie, Oman, Pologne.
    expect(sortDrivers(drivers, 'nationality').map((d) => d.country)).toEqual([
      'DE',
      'AT',
      'CN',
      'US',
      'FR',
      'IT',
      'OM',
      'PL',
    ]);
    expect(sortDrivers(drivers, 'category').map((d) => d.id)).toEqual([2, 1, 3, 4, 5, 7, 6, 8]);
    expect(drivers[0]?.id).toBe(1);
  });

  it('lists nationalities once each, in the alphabetical order of their French names', () => {
    expect(nationalitiesOf([...drivers, drivers[0] as Driver]).map((n) => n.name)).toEqual([
      'Allemagne',
      'Autriche',
      'Chine',
      'États-Unis',
      'France',
      'Italie',
      'Oman',
      'Pologne',
    ]);
  });
});
