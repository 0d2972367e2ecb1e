import type { ProgramEvent } from '../../api/types.ts';
import { choicesOf } from '../../i18n/texts-of.ts';
import { categoryTone, type EventState, eventHours, groupDay, timeRemaining } from './program-rules.ts';
import { PROGRAMME_TEXT as TEXT } from './programme-texts.ts';

const GROUPS = choicesOf<EventState>([
  { value: 'live', label: 'programme.live' },
  { value: 'upcoming', label: 'programme.upcoming' },
  { value: 'finished', label: 'programme.finished' },
]);

/** The selected day's events, grouped en cours / à venir / terminés; empty groups are left out. */
export function DayEvents({ events, now }: { events: readonly ProgramEvent[]; now: number }) {
  if (events.length === 0) return <p className="card">{TEXT.empty}</p>;
  const groups = groupDay(events, now);
  return (
    <div className="day-events">
      {GROUPS.filter(({ value }) => groups[value].length > 0).map(({ value: state, label: title }) => (
        <section key={state} className={`event-group ${state}`} aria-label={title}>
          <h2>
            {title} <span className="muted">({groups[state].length})</span>
          </h2>
          <ul>
            {groups[state].map((event) => (
              <EventItem key={event.id} event={event} state={state} now={now} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function EventItem({ event, state, now }: { event: ProgramEvent; state: EventState; now: number }) {
  const remaining = state === 'live' ? timeRemaining(event, now) : null;
  return (
    <li className={`card event-item tone-${categoryTone(event.category)}`}>
      <p className="event-time">{eventHours(event)}</p>
      <div>
        <h3>{event.title}</h3>
        <p className="event-category">{event.category}</p>
        {event.description && <p className="event-description">{event.description}</p>}
        {remaining && (
          <p className="event-remaining">
            {TEXT.remaining} : <strong>{remaining}</strong>
          </p>
        )}
      </div>
    </li>
  );
}
