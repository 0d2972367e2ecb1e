import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Entry } from '../../api/types.ts';
import { CategoryBadge } from '../../components/category-badge.tsx';
import { EventChooser } from '../../components/event-chooser.tsx';
import { CategoryCounters, ListBanner } from '../../components/list-header.tsx';
import { ListTools, PickerButton, SearchBox, SortSelect } from '../../components/list-tools.tsx';
import { PickerModal } from '../../components/picker-modal.tsx';
import { listIntro, withEvent } from '../../components/race-event-rules.ts';
import { useAskedEvent } from '../../components/use-asked-event.ts';
import { useShownEvent } from '../../components/use-shown-event.ts';
import {
  type CategoryGroup,
  categoryColor,
  countByCategory,
  groupsPresent,
} from '../../format/categories.ts';
import { t } from '../../i18n/i18n.ts';
import {
  entries,
  entriesEvent,
  entriesLoading,
  loadCategories,
  loadEntries,
} from '../../stores/entries-store.ts';
import {
  filterTeams,
  SORT_OPTIONS,
  sortTeams,
  TEAMS_TEXT as TEXT,
  type TeamSort,
  teamBrands,
} from './teams-rules.ts';
import './teams.css';

/**
 * `/equipes` (spec part 2 §2): counters, search, category and brand pickers, sort and the team cards, for the
 * event of ?evenement= (the current one without it).
 */
export function TeamsPage() {
  useSignals();
  const asked = useAskedEvent();
  const shownEvent = useShownEvent(asked);
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryGroup | null>(null);
  const [brand, setBrand] = useState<string | null>(null);
  const [sort, setSort] = useState<TeamSort>('number');
  const [picker, setPicker] = useState<'category' | 'brand' | null>(null);

  useEffect(() => {
    // The event's entries may already be held (another page loaded them); an empty list is reloaded (§7).
    if (entriesEvent.value !== asked || entries.value.length === 0) void loadEntries(asked);
  }, [asked]);
  useEffect(() => {
    void loadCategories();
  }, []);

  // Another event's entries are never shown, even for the moment before its load starts.
  const all = entriesEvent.value === asked ? entries.value : [];
  const counts = countByCategory(all.map((entry) => entry.category_label));
  const groups = groupsPresent(all.map((entry) => entry.category_label));
  const shown = sortTeams(filterTeams(all, { query, category, brand }), sort);

  return (
    <section className="teams-page" aria-labelledby="teams-page-title">
      <ListBanner id="teams-page-title" title={TEXT.title} intro={listIntro(TEXT.introLead, shownEvent)} />
      <EventChooser value={asked} onChoose={(eventId) => navigate(withEvent('/equipes', eventId))} />
      <CategoryCounters counts={counts} groups={groups} totalLabel={TEXT.total} />

      <ListTools>
        <SearchBox label={TEXT.search} placeholder={TEXT.search} value={query} onChange={setQuery} />
        <PickerButton
          picker="category"
          label={TEXT.category}
          choice={category ?? TEXT.allCategories}
          onOpen={() => setPicker('category')}
        />
        <PickerButton
          picker="brand"
          label={TEXT.brand}
          choice={brand ?? TEXT.allBrands}
          onOpen={() => setPicker('brand')}
        />
        <SortSelect
          label={TEXT.sort}
          value={sort}
          options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          onChange={setSort}
        />
      </ListTools>

      {all.length === 0 && (entriesLoading.value || entriesEvent.value !== asked) ? (
        <p className="list-empty" role="status">
          {TEXT.loading}
        </p>
      ) : shown.length === 0 ? (
        <div className="card list-empty">
          <h2>{TEXT.empty}</h2>
          <p className="muted">{TEXT.emptyHint}</p>
        </div>
      ) : (
        <ul className="teams-grid">
          {shown.map((entry) => (
            <TeamCard key={entry.id} entry={entry} eventId={asked} />
          ))}
        </ul>
      )}

      {picker === 'category' && (
        <PickerModal
          title={TEXT.category}
          allLabel={TEXT.allCategories}
          options={groups.map((group) => ({ value: group, label: group }))}
          selected={category}
          onChoose={(value) => {
            setCategory(value as CategoryGroup | null);
            setPicker(null);
          }}
          onClose={() => setPicker(null)}
        />
      )}
      {picker === 'brand' && (
        <PickerModal
          title={TEXT.brand}
          allLabel={TEXT.allBrands}
          options={teamBrands(all).map((name) => ({ value: name, label: name }))}
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

function TeamCard({ entry, eventId }: { entry: Entry; eventId: string | null }) {
  const color = categoryColor(entry.category_label);
  return (
    <li className="teams-card card" data-team-id={entry.id} style={{ borderTopColor: color }}>
      <Link href={withEvent(`/equipes/${entry.id}`, eventId)} className="teams-card-link">
        <span className="teams-number">#{entry.number}</span>
        <CategoryBadge label={entry.category_label} color={color} />
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
