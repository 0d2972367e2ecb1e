import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId } from 'react';
import { loadRaceEvents, raceEvents } from '../stores/race-events-store.ts';
import { chosenEventId, eventOptionLabel, RACE_EVENT_TEXT } from './race-event-rules.ts';
import './event-chooser.css';

/**
 * The race event a page shows, as a labelled select of every event by name and date. Shown only when there
 * is more than one event to choose from; `value` null stands for the current event.
 */
export function EventChooser({
  value,
  onChoose,
}: {
  value: string | null;
  onChoose: (eventId: string) => void;
}) {
  useSignals();
  const id = useId();
  useEffect(() => {
    void loadRaceEvents();
  }, []);

  const events = raceEvents.value;
  const chosen = chosenEventId(value, events);
  if (events.length < 2 || chosen === null) return null;
  return (
    <div className="event-chooser">
      <label htmlFor={id}>{RACE_EVENT_TEXT.chooser}</label>
      <select
        id={id}
        value={chosen}
        onChange={(event) => {
          if (event.target.value !== chosen) onChoose(event.target.value);
        }}
      >
        {events.map((raceEvent) => (
          <option key={raceEvent.id} value={raceEvent.id}>
            {eventOptionLabel(raceEvent)}
          </option>
        ))}
      </select>
    </div>
  );
}
