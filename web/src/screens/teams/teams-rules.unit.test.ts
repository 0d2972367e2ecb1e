import { describe, expect, it } from 'vitest';
import type { Entry } from '../../api/types.ts';
import type { Lap } from './team-types.ts';
import {
  categoryColor,
  categoryKeyOf,
  chassisOf,
  countryName,
  countTeams,
  filterTeams,
  flagClass,
  formatLapGap,
  formatSpeed,
  formatTeamLapTime,
  lapChartData,
  lapHighlight,
  sortTeams,
  teamBrands,
} from './teams-rules.ts';

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

describe('team counters', () => {
  it('counts a label containing the category name', () => {
    expect(countTeams(list)).toEqual({ total: 5, Hypercar: 1, LMP2: 2, LMGT3: 1 });
    expect(categoryKeyOf('LMP2 Pro/Am')).toBe('LMP2');
    expect(categoryKeyOf('LMGTE Am')).toBeNull();
    expect(countTeams([])).toEqual({ total: 0, Hypercar: 0, LMP2: 0, LMGT3: 0 });
  });
});

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

describe('team formats', () => {
  it('writes lap times as m:ss.cc, or - when empty', () => {
    expect(formatTeamLapTime(206_123)).toBe('3:26.12');
    expect(formatTeamLapTime(59_996)).toBe('1:00.00');
    expect(formatTeamLapTime(0)).toBe('-');
    expect(formatTeamLapTime(null)).toBe('-');
  });
  it('writes speeds with one decimal and gaps in the three ranges', () => {
    expect(formatSpeed(245.26)).toBe('245.3 km/h');
    expect(formatSpeed(null)).toBe('-');
    expect(formatLapGap(450)).toBe('+0.5 s');
    expect(formatLapGap(12_900)).toBe('+12s');
    expect(formatLapGap(75_000)).toBe('+1:15');
    expect(formatLapGap(0)).toBe('-');
  });
  it('names countries in French and gives their flag class', () => {
    expect(countryName('fr')).toBe('France');
    expect(countryName('DE')).toBe('Allemagne');
    expect(countryName('')).toBe('');
    expect(flagClass('GB')).toBe('fi fi-gb');
    expect(flagClass('XXX')).toBeNull();
  });
  it('names the car without doubling its brand', () => {
    expect(chassisOf({ brand_name: 'Porsche', car_name: 'Porsche 963' })).toBe('Porsche 963');
    expect(chassisOf({ brand_name: 'Ferrari', car_name: '499P' })).toBe('Ferrari 499P');
    expect(chassisOf({ brand_name: '', car_name: '' })).toBe('-');
  });
  it('gives the category colours', () => {
    expect(categoryColor('Hypercar')).toBe('#DC2626');
    expect(categoryColor('LMP2')).toBe('#2563EB');
    expect(categoryColor('LMGT3')).toBe('#16A34A');
    expect(categoryColor('LMGTE Am')).toBe('#059669');
    expect(categoryColor('Autre')).toBe('#6B7280');
  });
});

describe('laps', () => {
  const lap = (n: number, fields: Partial<Lap>): Lap => ({
    lap_number: n,
    is_best_lap: false,
    pitstop_flag: false,
    driver_change: false,
    driver_id: 1,
    driver_name: 'A B',
    lap_time: 210_000,
    position: 1,
    gap_to_leader: 0,
    sector1_time: null,
    sector2_time: null,
    sector3_time: null,
    speed: null,
    ...fields,
  });
  it('highlights the best lap first, then a pit stop, then a driver change', () => {
    expect(lapHighlight(lap(1, { is_best_lap: true, pitstop_flag: true }))).toBe('best');
    expect(lapHighlight(lap(1, { pitstop_flag: true, driver_change: true }))).toBe('pit');
    expect(lapHighlight(lap(1, { driver_change: true }))).toBe('driver-change');
    expect(lapHighlight(lap(1, {}))).toBeNull();
  });
  it('plots each driver own timed laps, leaving pit and untimed laps out', () => {
    const drivers = [
      { id: 1, firstname: 'A', lastname: 'B', picture: null, driver_position: 1 },
      { id: 2, firstname: 'C', lastname: 'D', picture: null, driver_position: 2 },
    ];
    const data = lapChartData(
      [
        lap(1, { lap_time: 210_500 }),
        lap(2, { pitstop_flag: true }),
        lap(3, { driver_id: 2, lap_time: 211_000 }),
        lap(4, { driver_id: 2, lap_time: null }),
      ],
      drivers,
    );
    expect(data.laps).toEqual([1, 2, 3, 4]);
    expect(data.series.map((series) => series.times)).toEqual([
      [210.5, null, null, null],
      [null, null, 211, null],
    ]);
  });
});
