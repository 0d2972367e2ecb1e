import type { AdminRaceEvent } from '@lemans/contract';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { RenameForm } from '../recordings/rename-form.tsx';
import { FactsFields } from './facts-fields.tsx';
import {
  championshipText,
  circuitName,
  deleteLabel,
  eventDateLabel,
  type FactsDraft,
  factsDraftOf,
  factsLabel,
  hoursProblem,
  lengthLabel,
  mergeLabel,
  moveLabel,
  originLabel,
  renameLabel,
  sessionKindLabel,
  sessionStatusLabel,
  RACE_EVENTS_TEXT as TEXT,
} from './race-events-rules.ts';

type Choice = { id: string; label: string };

/**
 * One stored event: its facts and sessions, and what an admin does to it. Each action resolves true once the
 * server applied it (the page then reloads the list); a failure is the page's toast.
 */
export function RaceEventCard({
  event,
  others,
  onRename,
  onChangeFacts,
  onMerge,
  onDelete,
  onMoveSession,
}: {
  event: AdminRaceEvent;
  /** The other events, where this one may be merged or its sessions moved. */
  others: readonly Choice[];
  onRename: (name: string) => Promise<boolean>;
  onChangeFacts: (draft: FactsDraft) => Promise<boolean>;
  onMerge: (intoId: string) => void;
  /** Offered for an event without sessions (one created by mistake); the page asks for confirmation. */
  onDelete: () => void;
  onMoveSession: (sessionId: string, eventId: string) => Promise<boolean>;
}) {
  const id = useId();
  const [editing, setEditing] = useState<'name' | 'facts' | null>(null);
  const circuit = circuitName(event.circuit_id) ?? TEXT.noCircuit;

  return (
    <li className="card race-events-card" data-event-id={event.id}>
      <header className="race-events-head">
        <h3 id={`${id}-name`}>{event.name}</h3>
        <span className="admin-badge" data-origin={event.origin}>
          {originLabel(event.origin)}
        </span>
      </header>
      <dl className="race-events-facts">
        <div>
          <dt>{t('history.date')}</dt>
          <dd>{eventDateLabel(event.date)}</dd>
        </div>
        <div>
          <dt>{TEXT.circuit}</dt>
          <dd>{circuit}</dd>
        </div>
        <div>
          <dt>{t('admin.race_events.championship')}</dt>
          <dd>{championshipText(event.championship, event.round)}</dd>
        </div>
        <div>
          <dt>{TEXT.timeZone}</dt>
          <dd>{event.time_zone}</dd>
        </div>
        <div>
          <dt>{t('admin.race_events.planned_length')}</dt>
          <dd>{lengthLabel(event.scheduled_length_s)}</dd>
        </div>
      </dl>

      <div className="race-events-actions">
        {editing === 'name' ? (
          <RenameForm
            label={renameLabel(event.name)}
            name={event.name}
            onRename={onRename}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <button type="button" className="admin-button" onClick={() => setEditing('name')}>
            {TEXT.rename}
          </button>
        )}
        {editing !== 'facts' && (
          <button type="button" className="admin-button" onClick={() => setEditing('facts')}>
            {TEXT.editFacts}
          </button>
        )}
        {others.length > 0 && <MergeForm name={event.name} others={others} onMerge={onMerge} />}
        {event.sessions.length === 0 && (
          <button
            type="button"
            className="admin-button admin-button-danger"
            aria-label={deleteLabel(event.name)}
            onClick={onDelete}
          >
            {TEXT.remove}
          </button>
        )}
      </div>
      {editing === 'facts' && (
        <FactsForm event={event} onSave={onChangeFacts} onClose={() => setEditing(null)} />
      )}

      {event.sessions.length === 0 ? (
        <p className="muted">{TEXT.noSessions}</p>
      ) : (
        <ul className="race-events-sessions" aria-labelledby={`${id}-name`}>
          {event.sessions.map((session) => (
            <li key={session.id} data-session-id={session.id}>
              <span className="race-events-session-name">{session.name}</span>
              <span className="muted">
                {sessionKindLabel(session.kind)} · {sessionStatusLabel(session.status)}
              </span>
              {others.length > 0 && (
                <MoveForm
                  label={moveLabel(session.name)}
                  others={others}
                  onMove={(to) => onMoveSession(session.id, to)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function FactsForm({
  event,
  onSave,
  onClose,
}: {
  event: AdminRaceEvent;
  onSave: (draft: FactsDraft) => Promise<boolean>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<FactsDraft>(() => factsDraftOf(event));
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (sending) return;
    const refused = hoursProblem(draft.hours);
    setProblem(refused);
    if (refused) return;
    setSending(true);
    const saved = await onSave(draft);
    setSending(false);
    if (saved) onClose();
  }

  return (
    <form className="race-events-form-row" onSubmit={submit} aria-label={factsLabel(event.name)}>
      <FactsFields values={draft} onChange={setDraft} />
      <div className="race-events-actions">
        <button type="submit" className="admin-button admin-button-primary" disabled={sending}>
          {TEXT.save}
        </button>
        <button type="button" className="admin-button" onClick={onClose}>
          {TEXT.cancel}
        </button>
      </div>
      {problem && (
        <p className="recordings-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

/** A select of the other events and a button: the page asks for confirmation before merging. */
function MergeForm({
  name,
  others,
  onMerge,
}: {
  name: string;
  others: readonly Choice[];
  onMerge: (intoId: string) => void;
}) {
  const id = useId();
  const [into, setInto] = useState('');
  return (
    <form
      className="recordings-inline-field"
      onSubmit={(event) => {
        event.preventDefault();
        if (into) onMerge(into);
      }}
    >
      <label htmlFor={`${id}-into`}>{TEXT.mergeInto}</label>
      <EventSelect
        id={`${id}-into`}
        label={mergeLabel(name)}
        value={into}
        others={others}
        onChange={setInto}
      />
      <button type="submit" className="admin-button admin-button-danger" disabled={!into}>
        {TEXT.merge}
      </button>
    </form>
  );
}

function MoveForm({
  label,
  others,
  onMove,
}: {
  label: string;
  others: readonly Choice[];
  onMove: (eventId: string) => Promise<boolean>;
}) {
  const [to, setTo] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!to || sending) return;
    setSending(true);
    const moved = await onMove(to);
    setSending(false);
    if (moved) setTo('');
  }

  return (
    <form className="recordings-inline-field" onSubmit={submit}>
      <EventSelect label={label} value={to} others={others} onChange={setTo} />
      <button type="submit" className="admin-button" disabled={!to || sending}>
        {TEXT.move}
      </button>
    </form>
  );
}

function EventSelect({
  id,
  label,
  value,
  others,
  onChange,
}: {
  id?: string;
  label: string;
  value: string;
  others: readonly Choice[];
  onChange: (eventId: string) => void;
}) {
  return (
    <select id={id} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{TEXT.chooseEvent}</option>
      {others.map((other) => (
        <option key={other.id} value={other.id}>
          {other.label}
        </option>
      ))}
    </select>
  );
}
