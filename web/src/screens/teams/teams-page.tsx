import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Entry } from '../../api/types.ts';
import { entries, entriesLoading, loadCategories, loadEntries } from '../../stores/entries-store.ts';
import { PickerModal } from './picker-modal.tsx';
import {
  CATEGORY_KEYS,
  type CategoryKey,
  categoryColor,
  countTeams,
  filterTeams,
  SORT_OPTIONS,
  sortTeams,
  TEAMS_TEXT as TEXT,
  type TeamSort,
  teamBrands,
} from './teams-rules.ts';
import './teams.css';

/** `/equipes` (spec part 2 §2): counters, search, category and brand pickers, sort and the team cards. */
export function TeamsPage() {
  useSignals();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryKey | null>(null);
  const [brand, setBrand] = useState<string | null>(null);
  const [sort, setSort] = useState<TeamSort>('number');
  const [picker, setPicker] = useState<'category' | 'brand' | null>(null);

  useEffect(() => {
    // The entries may already be held (another page loaded them); an empty list is reloaded (spec §7).
    if (entries.value.length === 0) void loadEntries();
    void loadCategories();
  }, []);

  const all = entries.value;
  const counts = countTeams(all);
  const shown = sortTeams(filterTeams(all, { query, category, brand }), sort);

  return (
    <section className="teams-page" aria-labelledby="teams-page-title">
      <header className="teams-banner">
        <h1 id="teams-page-title">{TEXT.title}</h1>
        <p>{TEXT.intro}</p>
      </header>

      <ul className="teams-counters">
        <li className="card" data-counter="total">
          <strong>{counts.total}</strong> <span>{TEXT.total}</span>
        </li>
        {CATEGORY_KEYS.map((key) => (
          <li key={key} className="card" data-counter={key} style={{ borderTopColor: categoryColor(key) }}>
            <strong>{counts[key]}</strong> <span>{key}</span>
          </li>
        ))}
      </ul>

      <div className="teams-tools">
        <label className="teams-search">
          <span className="visually-hidden">{TEXT.search}</span>
          <input
            type="search"
            value={query}
            placeholder={TEXT.search}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <button type="button" className="teams-picker-button" onClick={() => setPicker('category')}>
          {TEXT.category} : {category ?? TEXT.allCategories}
        </button>
        <button type="button" className="teams-picker-button" onClick={() => setPicker('brand')}>
          {TEXT.brand} : {brand ?? TEXT.allBrands}
        </button>
        <label className="teams-sort">
          <span>{TEXT.sort}</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as TeamSort)}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {all.length === 0 && entriesLoading.value ? (
        <p className="teams-loading" role="status">
          {TEXT.loading}
        </p>
      ) : shown.length === 0 ? (
        <div className="card teams-empty">
          <h2>{TEXT.empty}</h2>
          <p className="muted">{TEXT.emptyHint}</p>
        </div>
      ) : (
        <ul className="teams-grid">
          {shown.map((entry) => (
            <TeamCard key={entry.id} entry={entry} />
          ))}
        </ul>
      )}

      {picker === 'category' && (
        <PickerModal
          title={TEXT.category}
          options={[
            { value: null, label: TEXT.allCategories },
            ...CATEGORY_KEYS.map((key) => ({ value: key, label: key })),
          ]}
          selected={category}
          onChoose={(value) => {
            setCategory(value as CategoryKey | null);
            setPicker(null);
          }}
          onClose={() => setPicker(null)}
        />
      )}
      {picker === 'brand' && (
        <PickerModal
          title={TEXT.brand}
          options={[
            { value: null, label: TEXT.allBrands },
            ...teamBrands(all).map((name) => ({ value: name, label: name })),
          ]}
          selected={brand}
          onChoose={(value) => {
            setBrand(value);
            setPicker(null);
          }}
          onClose={() => setPicker(null)}
        />
      )}
    </section>
  );
}

function TeamCard({ entry }: { entry: Entry }) {
  const color = categoryColor(entry.category_label);
  return (
    <li className="teams-card card" data-team-id={entry.id} style={{ borderTopColor: color }}>
      <Link href={`/equipes/${entry.id}`} className="teams-card-link">
        <span className="teams-number">#{entry.number}</span>
        <span className="teams-category" style={{ background: color }}>
          {entry.category_label}
        </span>
        <h2 className="teams-card-name">{entry.team_name}</h2>
        <p className="teams-card-car muted">
          <span className="teams-card-brand">{entry.brand_name}</span> · {entry.car_name}
        </p>
        <p className="teams-card-drivers">
          {entry.drivers.map((driver) => `${driver.firstname} ${driver.lastname}`).join(', ')}
        </p>
      </Link>
    </li>
  );
}
