import type { TeamChoice } from '@lemans/contract';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { adminApi } from '../admin-api.ts';
import { matchTeams } from './stream-rules.ts';

/**
 * Finds a team of the race by number, team or car name, and hands it to the form (spec part 2 §5). The
 * teams are read once; a failed read leaves the search empty and says nothing (spec part 2 §8).
 */
export function TeamAutocomplete({ onChoose }: { onChoose: (team: TeamChoice) => void }) {
  const id = useId();
  const [teams, setTeams] = useState<TeamChoice[]>([]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = matchTeams(teams, query);
  const expanded = open && matches.length > 0;

  useEffect(() => {
    let live = true;
    adminApi
      .teamChoices()
      .then((choices) => live && Array.isArray(choices) && setTeams(choices))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  function choose(team: TeamChoice) {
    onChoose(team);
    setQuery('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % Math.max(matches.length, 1));
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const team = matches[active];
      if (team) choose(team);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="admin-autocomplete">
      <label htmlFor={`${id}-search`}>{t('admin.streams.search_team')}</label>
      <input
        id={`${id}-search`}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder={t('admin.streams.search_placeholder')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded ? `${id}-option-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div id={`${id}-list`} role="listbox" aria-label={t('admin.streams.teams')} hidden={!expanded}>
        {matches.map((team, index) => (
          // The option is chosen on mouse down, before the field's blur closes the list; the keyboard
          // chooses through the combobox field, which keeps the focus.
          <div
            key={team.team_number}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(team);
            }}
          >
            <strong>#{team.team_number}</strong> {team.team_name}
            <span className="muted"> · {team.car_name}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
