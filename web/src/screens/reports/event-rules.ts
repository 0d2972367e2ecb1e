import type { ReportEvent } from '../../api/types.ts';
import type { MessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';

/** The event types the report names (spec part 2 §4), in the order of its filter. */
export const EVENT_TYPES = ['fastest_lap', 'pitstop', 'position_change', 'dnf', 'safety_car'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const LABELS: Record<EventType, MessageId> = {
  fastest_lap: 'details.best_lap',
  pitstop: 'laps.pit_stop',
  position_change: 'report.event.position_change',
  dnf: 'car_state.retired',
  safety_car: 'report.event.safety_car',
};

/** Any other type (flags, disqualification) is a plain event. */
export const OTHER_EVENTS = 'other';
export type EventFilter = EventType | typeof OTHER_EVENTS | null;

const isNamed = (type: string): type is EventType => type in LABELS;

export function eventLabel(type: string): string {
  return t(isNamed(type) ? LABELS[type] : 'report.event.other');
}

/** The events of one filter choice; null keeps them all. */
export function filterEvents(events: readonly ReportEvent[], filter: EventFilter): readonly ReportEvent[] {
  if (filter === null) return events;
  if (filter === OTHER_EVENTS) return events.filter((event) => !isNamed(event.event_type));
  return events.filter((event) => event.event_type === filter);
}

const TYPE_CHOICES: readonly (EventType | typeof OTHER_EVENTS)[] = [...EVENT_TYPES, OTHER_EVENTS];

/** The filter's choices with how many events each holds: all, the named types, then the others. */
export function eventFilterChoices(
  events: readonly ReportEvent[],
): { value: EventFilter; label: string; count: number }[] {
  return [
    { value: null, label: t('report.events.all'), count: events.length },
    ...TYPE_CHOICES.map((value) => ({
      value,
      label: eventLabel(value),
      count: filterEvents(events, value).length,
    })),
  ];
}
