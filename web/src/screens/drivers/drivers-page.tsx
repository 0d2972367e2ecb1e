import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { getJson } from '../../api/http.ts';
import { countryName } from './countries.ts';
import { CountryFlag } from './country-flag.tsx';
import {
  CATEGORY_GROUPS,
  type CategoryGroup,
  categoryColorOf,
  countDrivers,
  type DriverSort,
  filterDrivers,
  nationalitiesOf,
  SORT_OPTIONS,
  sortDrivers,
  DRIVERS_TEXT as TEXT,
} from './driver-rules.ts';
import type { Driver } from './driver-types.ts';
import { PickerModal } from './picker-modal.tsx';
import './drivers-page.css';

/**
 * `/pilotes` (spec part 2 §2): counters, search, the category and nationality pickers, the sort and the
 * cards. A failed load is silent (§8) and leaves the list empty.
 */
export function DriversPage() {
  const [drivers, setDrivers] = useState<Driver[] | null>(null);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryGroup | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [sort, setSort] = useState<DriverSort>('name-asc');
  const sortId = useId();
  const [picker, setPicker] = useState<'category' | 'nationality' | null>(null);

  useEffect(() => {
    let live = true;
    getJson<Driver[]>('/drivers')
      .then((list) => live && setDrivers(list))
      .catch(() => live && setDrivers([]));
    return () => {
      live = false;
    };
  }, []);

  const all = drivers ?? [];
  const counters = countDrivers(all);
  const shown = sortDrivers(filterDrivers(all, { query, category, country }), sort);
  const filtered = query.trim() !== '' || category !== null || country !== null;

  return (
    <section className="drivers-page" aria-labelledby="drivers-page-title">
      <header className="drivers-banner">
        <h1 id="drivers-page-title">{TEXT.title}</h1>
        <p>{TEXT.intro}</p>
      </header>

      <ul className="drivers-counters">
        <li className="drivers-counter" data-counter="total">
          <strong>{counters.total}</strong>
          <span>{TEXT.total}</span>
        </li>
        {CATEGORY_GROUPS.map((group) => (
          <li
            key={group}
            className="drivers-counter"
            data-counter={group}
            style={{ borderColor: categoryColorOf(group) }}
          >
            <strong>{counters[group]}</strong>
            <span>{group}</span>
          </li>
        ))}
      </ul>

      <div className="drivers-toolbar card">
        <label className="drivers-search">
          <span className="visually-hidden">{TEXT.searchLabel}</span>
          <input
            type="search"
            value={query}
            placeholder={TEXT.search}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <button
          type="button"
          className="drivers-picker-button"
          data-picker="category"
          onClick={() => setPicker('category')}
        >
          {TEXT.category} : {category ?? TEXT.allCategories}
        </button>
        <button
          type="button"
          className="drivers-picker-button"
          data-picker="nationality"
          onClick={() => setPicker('nationality')}
        >
          {TEXT.nationality} : {country ? countryName(country) : TEXT.allNationalities}
        </button>
        <div className="drivers-sort">
          <label htmlFor={sortId}>{TEXT.sort}</label>
          <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as DriverSort)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {drivers === null ? (
        <div className="drivers-loading" role="status">
          {TEXT.loading}
        </div>
      ) : shown.length === 0 ? (
        <div className="card drivers-empty">
          <h2>{TEXT.empty}</h2>
          <p className="muted">{filtered ? TEXT.emptyFiltered : TEXT.emptyText}</p>
        </div>
      ) : (
        <ul className="drivers-grid">
          {shown.map((driver) => (
            <DriverCard key={driver.id} driver={driver} />
          ))}
        </ul>
      )}

      {picker === 'category' && (
        <PickerModal
          title={TEXT.category}
          allLabel={TEXT.allCategories}
          options={CATEGORY_GROUPS.map((group) => ({ value: group, label: group, count: counters[group] }))}
          selected={category}
          onChoose={(value) => {
            setCategory(value as CategoryGroup | null);
            setPicker(null);
          }}
          onClose={() => setPicker(null)}
        />
      )}
      {picker === 'nationality' && (
        <PickerModal
          title={TEXT.nationality}
          allLabel={TEXT.allNationalities}
          options={nationalitiesOf(all).map((nationality) => ({
            value: nationality.code,
            label: nationality.name,
            count: all.filter((driver) => driver.country.toUpperCase() === nationality.code).length,
          }))}
          selected={country}
          onChoose={(value) => {
            setCountry(value);
            setPicker(null);
          }}
          onClose={() => setPicker(null)}
        />
      )}
    </section>
  );
}

function DriverCard({ driver }: { driver: Driver }) {
  const color = categoryColorOf(driver.category);
  return (
    <li className="card driver-card" data-driver-id={driver.id} style={{ borderTopColor: color }}>
      <div className="driver-card-head">
        <span className="driver-initials" aria-hidden="true" style={{ background: color }}>
          {`${driver.firstname.charAt(0)}${driver.lastname.charAt(0)}`.toUpperCase()}
        </span>
        <div>
          <h2 className="driver-card-name">
            {driver.firstname} {driver.lastname}
          </h2>
          <p className="driver-card-country">
            <CountryFlag code={driver.country} /> {countryName(driver.country)}
          </p>
        </div>
      </div>
      <p className="driver-card-team">
        <span className="driver-card-category" style={{ background: color }}>
          {driver.category}
        </span>{' '}
        <span className="driver-card-team-name">
          #{driver.team.team_number} {driver.team.team_name}
        </span>
      </p>
      <p className="driver-card-car muted">{driver.team.car_name}</p>
      <div className="driver-card-links">
        <Link href={`/pilotes/${driver.id}`} className="driver-card-link primary">
          {TEXT.details}
        </Link>
        <Link href={`/equipes/${driver.team.entry_id}`} className="driver-card-link">
          {TEXT.team}
        </Link>
      </div>
    </li>
  );
}
