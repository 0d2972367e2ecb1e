import type { CalendarRace } from '@lemans/contract';
import { type FormEvent, useId, useState } from 'react';
import { FactsFields } from './facts-fields.tsx';
import {
  draftOfCalendarRace,
  EMPTY_DRAFT,
  type EventDraft,
  eventDateLabel,
  hoursProblem,
  RACE_EVENTS_TEXT as TEXT,
} from './race-events-rules.ts';

/**
 * « Créer une épreuve »: typed by hand, or filled from a race of the season calendar (which also gives its
 * championship, season and round). `onCreate` resolves true once the server stored it; the form then empties.
 */
export function CreateEventForm({
  calendar,
  onCreate,
}: {
  calendar: readonly CalendarRace[];
  onCreate: (draft: EventDraft) => Promise<boolean>;
}) {
  const id = useId();
  const [draft, setDraft] = useState<EventDraft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  function pick(calendarId: string) {
    const race = calendar.find((candidate) => candidate.id === calendarId);
    setDraft(race ? draftOfCalendarRace(race) : { ...draft, calendar_id: '' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const refused = hoursProblem(draft.hours);
    setProblem(refused);
    if (refused) return;
    setSending(true);
    const created = await onCreate(draft);
    setSending(false);
    if (created) setDraft(EMPTY_DRAFT);
  }

  return (
    <form
      className="card race-events-create"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
    >
      <h2 id={`${id}-title`}>{TEXT.createTitle}</h2>
      <div className="admin-field">
        <label htmlFor={`${id}-calendar`}>{TEXT.fromCalendar}</label>
        <select
          id={`${id}-calendar`}
          value={draft.calendar_id}
          onChange={(event) => pick(event.target.value)}
        >
          <option value="">{TEXT.noCalendarRace}</option>
          {calendar.map((race) => (
            <option key={race.id} value={race.id}>
              {race.name} — {eventDateLabel(race.date)}
            </option>
          ))}
        </select>
      </div>
      <div className="race-events-form-row">
        <div className="admin-field">
          <label htmlFor={`${id}-name`}>{TEXT.name}</label>
          <input
            id={`${id}-name`}
            required
            maxLength={120}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-date`}>{TEXT.date}</label>
          <input
            id={`${id}-date`}
            type="date"
            required
            value={draft.date}
            onChange={(event) => setDraft({ ...draft, date: event.target.value })}
          />
        </div>
        <FactsFields values={draft} onChange={setDraft} />
      </div>
      {problem && (
        <p className="recordings-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="race-events-actions">
        <button type="submit" className="admin-button admin-button-primary" disabled={sending}>
          {TEXT.create}
        </button>
      </div>
    </form>
  );
}
