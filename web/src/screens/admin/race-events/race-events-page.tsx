import type { AdminRaceEvent } from '@lemans/contract';
import { useState } from 'react';
import { errorText } from '../../../api/error-text.ts';
import { loadRaceEvents } from '../../../stores/race-events-store.ts';
import { notify } from '../admin-toasts.tsx';
import { type Confirmation, ConfirmDialog } from '../recordings/confirm-dialog.tsx';
import { usePolled } from '../recordings/use-polled.ts';
import { CreateEventForm } from './create-event-form.tsx';
import { RaceEventCard } from './race-event-card.tsx';
import { raceEventsApi } from './race-events-api.ts';
import {
  deleteText,
  deleteTitle,
  type EventDraft,
  factsBody,
  mergeText,
  mergeTitle,
  newEventBody,
  newestFirst,
  otherEvents,
  RACE_EVENTS_TEXT as TEXT,
} from './race-events-rules.ts';
import '../recordings/recordings.css';
import './race-events.css';

/** Read once, then after each change: nothing here moves by itself (the list is no live view). */
const never = () => false;

/** A change asked to be confirmed (a merge, a deletion), with what the toast says once it is done. */
type EventConfirmation = Confirmation & { done: string };

/**
 * `/admin/epreuves`: the stored race events, newest first, with their sessions; rename, change the facts,
 * merge, move a session, delete an event holding none, create an event (by hand or from the season
 * calendar). Every action says in a toast how it went, with the API's French reason on failure, and reloads
 * the list on success.
 */
export function RaceEventsPage() {
  const [list, reload] = usePolled(raceEventsApi.list, never, 0);
  const [confirmation, setConfirmation] = useState<EventConfirmation | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function attempt(work: () => Promise<unknown>, success: string): Promise<boolean> {
    try {
      await work();
    } catch (err) {
      notify.error(errorText(err, TEXT.failed));
      return false;
    }
    notify.success(success);
    // The public pages' headings and choosers read the events the site already holds until they load them
    // again: they hold the change too when the admin goes to them.
    void loadRaceEvents();
    await reload();
    return true;
  }

  function askMerge(from: AdminRaceEvent, events: readonly AdminRaceEvent[], intoId: string) {
    const into = events.find((event) => event.id === intoId);
    if (!into) return;
    setConfirmation({
      title: mergeTitle(from.name),
      text: mergeText(from, into),
      confirm: TEXT.merge,
      done: TEXT.merged,
      run: async () => {
        await raceEventsApi.merge(from.id, into.id);
      },
    });
  }

  function askDelete(event: AdminRaceEvent) {
    setConfirmation({
      title: deleteTitle(event.name),
      text: deleteText(event.name),
      confirm: TEXT.remove,
      done: TEXT.removed,
      run: async () => {
        await raceEventsApi.remove(event.id);
      },
    });
  }

  async function confirm(chosen: EventConfirmation) {
    setConfirming(true);
    await attempt(chosen.run, chosen.done);
    setConfirming(false);
    setConfirmation(null);
  }

  const events = list.state === 'loaded' ? newestFirst(list.data.events) : [];
  const calendar = list.state === 'loaded' ? list.data.calendar : [];
  const create = (draft: EventDraft) =>
    attempt(() => raceEventsApi.create(newEventBody(draft, calendar)), TEXT.created);

  return (
    <div className="race-events-page">
      <header className="admin-page-header">
        <h1>{TEXT.title}</h1>
        <p className="muted">{TEXT.intro}</p>
      </header>

      <section aria-labelledby="race-events-list-title">
        <h2 id="race-events-list-title">{TEXT.listTitle}</h2>
        {list.state === 'loading' && (
          <p className="muted" role="status">
            {TEXT.loading}
          </p>
        )}
        {list.state === 'error' && (
          <div className="admin-load-error" role="alert">
            <p>{TEXT.loadError}</p>
            <button type="button" className="admin-button" onClick={() => void reload()}>
              {TEXT.retry}
            </button>
          </div>
        )}
        {list.state === 'loaded' && events.length === 0 && <p className="muted">{TEXT.noEvents}</p>}
        {events.length > 0 && (
          <ul className="race-events-list">
            {events.map((event) => (
              <RaceEventCard
                key={event.id}
                event={event}
                others={otherEvents(events, event.id)}
                onRename={(name) => attempt(() => raceEventsApi.change(event.id, { name }), TEXT.renamed)}
                onChangeFacts={(draft) =>
                  attempt(() => raceEventsApi.change(event.id, factsBody(draft)), TEXT.factsSaved)
                }
                onMerge={(intoId) => askMerge(event, events, intoId)}
                onDelete={() => askDelete(event)}
                onMoveSession={(sessionId, to) =>
                  attempt(() => raceEventsApi.moveSession(sessionId, to), TEXT.moved)
                }
              />
            ))}
          </ul>
        )}
      </section>

      {list.state === 'loaded' && <CreateEventForm calendar={calendar} onCreate={create} />}

      {confirmation && (
        <ConfirmDialog
          confirmation={confirmation}
          busy={confirming}
          onConfirm={() => void confirm(confirmation)}
          onClose={() => !confirming && setConfirmation(null)}
        />
      )}
    </div>
  );
}
