import type { ReportEventType } from '@lemans/contract';
import type { ReportEvent } from '../../api/types.ts';
import type { MessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';

/**
 * The label of each report event type, in the order of the report's filter (spec part 2 §4). Flags and
 * disqualifications have none: the spec shows them as plain events, under « Événement ».
 */
const LABELS = {
  fastest_lap: 'details.best_lap',
  pitstop: 'laps.pit_stop',
  position_change: 'report.event.position_change',
  dnf: 'car_state.retired',
  safety_car: 'report.event.safety_car',
  race_state: null,
  disqualification: null,
} as const satisfies Record<ReportEventType, MessageId | null>;

/** The event types the report names, in the order of its filter. */
export type EventType = {
  [Type in ReportEventType]: (typeof LABELS)[Type] extends null ? never : Type;
}[ReportEventType];

/** Any other type (flags, disqualification) is a plain event. */
export const OTHER_EVENTS = 'other';
export type EventFilter = EventType | typeof OTHER_EVENTS | null;

const labelOf = (type: string): MessageId | null =>
  Object.hasOwn(LABELS, type) ? LABELS[type as ReportEventType] : null;

const isNamed = (type: string): type is EventType => labelOf(type) !== null;

export function eventLabel(type: string): string {
  return t(labelOf(type) ?? 'report.event.other');
}

/** The events of one filter choice; null keeps them all. */
export function filterEvents(events: readonly ReportEvent[], filter: EventFilter): readonly ReportEvent[] {
  if (filter === null) return events;
  if (filter === OTHER_EVENTS) return events.filter((event) => !isNamed(event.event_type));
  return events.filter((event) => event.event_type === filter);
}

const TYPE_CHOICES: readonly (EventType | typeof OTHER_EVENTS)[] = [
  ...Object.keys(LABELS).filter(isNamed),
  OTHER_EVENTS,
];

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
