import { useState } from 'react';
import type { ReportEvent } from '../../api/types.ts';
import { formatClock } from '../../format/dates.ts';
import { zoneNameOf } from '../../format/event-time.ts';
import { t } from '../../i18n/i18n.ts';
import { type EventFilter, eventFilterChoices, eventLabel, filterEvents } from './event-rules.ts';
import { reportEventLanguageOf, reportEventMessageOf } from './report-event-words.ts';

/** Events drawn at first and added by each t('report.events.more'): the race has some 2,100. */
const STEP = 100;

/**
 * The session's notable events in order (spec part 2 §3, §4), with a filter by type. A hundred rows are
 * drawn at a time, so that opening the tab stays instant however long the session was. Their times are the
 * event's local ones, the zone named once; the visitor's own while the event's zone is not known (`zone`
 * null).
 */
export function EventsList({ events, zone }: { events: readonly ReportEvent[]; zone: string | null }) {
  const [filter, setFilter] = useState<EventFilter>(null);
  const [shownCount, setShownCount] = useState(STEP);
  const matching = filterEvents(events, filter);
  const shown = matching.slice(0, shownCount);
  const first = events[0];

  function choose(value: EventFilter) {
    setFilter(value);
    setShownCount(STEP);
  }

  return (
    <>
      <fieldset className="report-chips">
        <legend className="visually-hidden">{t('report.events.type')}</legend>
        {eventFilterChoices(events).map((choice) => (
          <button
            key={choice.value ?? 'all'}
            type="button"
            aria-pressed={choice.value === filter}
            data-event-type={choice.value ?? 'all'}
            onClick={() => choose(choice.value)}
          >
            {choice.label} <span className="report-chip-count">{choice.count}</span>
          </button>
        ))}
      </fieldset>
      {zone && first && (
        <p className="report-events-zone muted">
          {t('event_time.local_times', { zone: zoneNameOf(Date.parse(first.timestamp), zone) })}
        </p>
      )}
      {matching.length === 0 ? (
        <p className="report-empty">{t('report.events.empty')}</p>
      ) : (
        <>
          <ol className="report-events">
            {shown.map((event) => (
              <li key={event.id} data-event-type={event.event_type}>
                <span className="report-event-label" data-type={event.event_type}>
                  {eventLabel(event.event_type)}
                </span>
                <span className="report-event-text" lang={reportEventLanguageOf(event)}>
                  {reportEventMessageOf(event)}
                </span>
                <span className="report-event-when muted">
                  {event.lap_number !== null && <span>{t('strategy.lap', { lap: event.lap_number })}</span>}
                  <time dateTime={event.timestamp}>
                    {formatClock(Date.parse(event.timestamp), zone ?? undefined)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
          <p className="report-events-count muted" role="status">
            {t('report.events.count', { shown: shown.length, count: matching.length })}
          </p>
          {shown.length < matching.length && (
            <button
              type="button"
              className="report-more"
              onClick={() => setShownCount((count) => count + STEP)}
            >
              {t('report.events.more')}
            </button>
          )}
        </>
      )}
    </>
  );
}
