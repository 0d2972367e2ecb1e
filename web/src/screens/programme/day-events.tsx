import type { ProgramEvent } from '../../api/types.ts';
import { zoneNameOf } from '../../format/event-time.ts';
import { visitorTimeZone } from '../../format/zoned-time.ts';
import { choicesOf } from '../../i18n/texts-of.ts';
import { useT } from '../../i18n/use-language.tsx';
import {
  categoryTone,
  type EventState,
  eventHours,
  groupDay,
  programTime,
  timeRemaining,
} from './program-rules.ts';
import { PROGRAMME_TEXT as TEXT } from './programme-texts.ts';

const GROUPS = choicesOf<EventState>([
  { value: 'live', label: 'programme.live' },
  { value: 'upcoming', label: 'programme.upcoming' },
  { value: 'finished', label: 'programme.finished' },
]);

interface DayEventsProps {
  events: readonly ProgramEvent[];
  now: number;
  /** The event's time zone, in which the programme's hours read; null while unknown. */
  zone: string | null;
}

/**
 * The selected day's events, grouped en cours / à venir / terminés; empty groups are left out. Their hours
 * are the event's local ones, the zone named once for the day, and each gives the visitor's own hours when
 * they read otherwise.
 */
export function DayEvents({ events, now, zone }: DayEventsProps) {
  const t = useT();
  const first = events[0];
  if (!first) return <p className="card">{TEXT.empty}</p>;
  const groups = groupDay(events, now, zone);
  return (
    <div className="day-events">
      {zone && (
        <p className="programme-zone muted">
          {t('event_time.local_times', { zone: zoneNameOf(programTime(first.start_datetime, zone), zone) })}
        </p>
      )}
      {GROUPS.filter(({ value }) => groups[value].length > 0).map(({ value: state, label: title }) => (
        <section key={state} className={`event-group ${state}`} aria-label={title}>
          <h2>
            {title} <span className="muted">({groups[state].length})</span>
          </h2>
          <ul>
            {groups[state].map((event) => (
              <EventItem key={event.id} event={event} state={state} now={now} zone={zone} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function EventItem({
  event,
  state,
  now,
  zone,
}: {
  event: ProgramEvent;
  state: EventState;
  now: number;
  zone: string | null;
}) {
  const t = useT();
  const remaining = state === 'live' ? timeRemaining(event, now, zone) : null;
  const hours = eventHours(event, zone);
  const visitorHours = zone ? eventHours(event, zone, visitorTimeZone()) : hours;
  return (
    <li className={`card event-item tone-${categoryTone(event.category)}`}>
      <div>
        <p className="event-time">{hours}</p>
        {visitorHours !== hours && (
          <p className="event-visitor-time muted">{t('event_time.visitor', { time: visitorHours })}</p>
        )}
      </div>
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
