import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Driver } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';
import { CountryFlag } from '../../components/country-flag.tsx';
import { EventChooser } from '../../components/event-chooser.tsx';
import { Initials } from '../../components/initials.tsx';
import { CategoryCounters, ListBanner } from '../../components/list-header.tsx';
import { ListTools, PickerButton, SearchBox, SortSelect } from '../../components/list-tools.tsx';
import { PickerModal } from '../../components/picker-modal.tsx';
import { apiPath, listIntro, withEvent } from '../../components/race-event-rules.ts';
import { useAskedEvent } from '../../components/use-asked-event.ts';
import { useShownEvent } from '../../components/use-shown-event.ts';
import {
  type CategoryGroup,
  categoryColor,
  countByCategory,
  groupsPresent,
} from '../../format/categories.ts';
import { countryName } from '../../format/countries.ts';
import { t } from '../../i18n/i18n.ts';
import {
  type DriverSort,
  filterDrivers,
  nationalitiesOf,
  SORT_OPTIONS,
  sortDrivers,
  DRIVERS_TEXT as TEXT,
} from './driver-rules.ts';
import './drivers-page.css';

/**
 * `/pilotes` (spec part 2 §2): counters, search, the category and nationality pickers, the sort and the
 * cards, for the event of ?evenement= (the current one without it). A failed load is silent (§8) and leaves
 * the list empty.
 */
export function DriversPage() {
  const asked = useAskedEvent();
  const shownEvent = useShownEvent(asked);
  const [, navigate] = useLocation();
  const [answer] = useFetched<Driver[]>(apiPath('/drivers', asked));
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryGroup | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [sort, setSort] = useState<DriverSort>('name-asc');
  const [picker, setPicker] = useState<'category' | 'nationality' | null>(null);

  const all = answer.state === 'loaded' ? answer.data : [];
  const counters = countByCategory(all.map((driver) => driver.category));
  const groups = groupsPresent(all.map((driver) => driver.category));
  const shown = sortDrivers(filterDrivers(all, { query, category, country }), sort);
  const filtered = query.trim() !== '' || category !== null || country !== null;

  return (
    <section className="drivers-page" aria-labelledby="drivers-page-title">
      <ListBanner id="drivers-page-title" title={TEXT.title} intro={listIntro(TEXT.introLead, shownEvent)} />
      <EventChooser value={asked} onChoose={(eventId) => navigate(withEvent('/pilotes', eventId))} />
      <CategoryCounters counts={counters} groups={groups} totalLabel={TEXT.total} />

      <ListTools>
        <SearchBox label={TEXT.searchLabel} placeholder={TEXT.search} value={query} onChange={setQuery} />
        <PickerButton
          picker="category"
          label={TEXT.category}
          choice={category ?? TEXT.allCategories}
          onOpen={() => setPicker('category')}
        />
        <PickerButton
          picker="nationality"
          label={TEXT.nationality}
          choice={country ? countryName(country) : TEXT.allNationalities}
          onOpen={() => setPicker('nationality')}
        />
        <SortSelect
          label={TEXT.sort}
          value={sort}
          options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          onChange={setSort}
        />
      </ListTools>

      {answer.state === 'loading' ? (
        <div className="list-empty" role="status">
          {TEXT.loading}
        </div>
      ) : shown.length === 0 ? (
        <div className="card list-empty drivers-empty">
          <h2>{TEXT.empty}</h2>
          <p className="muted">{filtered ? TEXT.emptyFiltered : TEXT.emptyText}</p>
        </div>
      ) : (
        <ul className="drivers-grid">
          {shown.map((driver) => (
            <DriverCard key={driver.id} driver={driver} eventId={asked} />
          ))}
        </ul>
      )}

      {picker === 'category' && (
        <PickerModal
          title={TEXT.category}
          allLabel={TEXT.allCategories}
          options={groups.map((group) => ({ value: group, label: group, count: counters[group] }))}
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

function DriverCard({ driver, eventId }: { driver: Driver; eventId: string | null }) {
  const color = categoryColor(driver.category);
  return (
    <li className="card driver-card" data-driver-id={driver.id} style={{ borderTopColor: color }}>
      <div className="driver-card-head">
        <Initials text={`${driver.firstname.charAt(0)}${driver.lastname.charAt(0)}`} color={color} />
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
        <Link href={withEvent(`/pilotes/${driver.id}`, eventId)} className="driver-card-link primary">
          {TEXT.details}
        </Link>
        <Link href={withEvent(`/equipes/${driver.team.entry_id}`, eventId)} className="driver-card-link">
          {TEXT.team}
        </Link>
      </div>
    </li>
  );
}
