/*
 * A session's report events as stored (report_events, with what their domain events say), and which of
 * them race control announces: read by the alerts, the race-control log and the session reports alike.
 */

import type { ReportEventType } from '@lemans/contract';

/** A report event worth announcing, with what its domain event says (null when it is missing). */
export interface AlertRow {
  event_position: number;
  event_type: string;
  number: string | null;
  lap_number: number | null;
  description: string;
  race_time_ms: number;
  occurred_at: Date | string;
  /** The race state or car state the domain event moved to. */
  to_state: string | null;
  /** A fastest lap's time, and whether it is the race's ('overall') or its class's ('class'). */
  lap_time_ms: number | null;
  best_lap_scope: string | null;
  /** The class of a class's fastest lap, as the timing writes it. */
  best_lap_class: string | null;
}

type Announcement = 'banner' | 'log';

/**
 * Where race control announces each type: to everyone in the banner, in its log only (every flag, safety
 * car, full course yellow and red flag, car stopped or retired, disqualification, and the race's and each
 * class's fastest lap), or not at all.
 */
const ANNOUNCED_IN: Record<ReportEventType, Announcement | null> = {
  safety_car: 'banner',
  race_state: 'banner',
  dnf: 'banner',
  disqualification: 'log',
  fastest_lap: 'log',
  // A pit stop and a lead change are the session report's own news.
  pitstop: null,
  position_change: null,
};

const typesAnnouncedIn = (places: readonly Announcement[]): readonly ReportEventType[] =>
  (Object.keys(ANNOUNCED_IN) as ReportEventType[]).filter((type) => {
    const place = ANNOUNCED_IN[type];
    return place !== null && places.includes(place);
  });

/** The report event types that race control announces to everyone, in the banner. */
export const ALERT_EVENT_TYPES = typesAnnouncedIn(['banner']);

/** What the race-control log lists: the banner's types and those of the log only. */
export const RACE_CONTROL_EVENT_TYPES = typesAnnouncedIn(['banner', 'log']);

/**
 * A session report's event as the API reads it: an alert's row, and what its domain event says of a pit stop
 * or a lead change (null when the event is missing or says no such thing).
 */
export interface ReportEventRow extends AlertRow {
  /** A pit stop's rank among the car's stops, from 1. */
  pit_stop: number | null;
  /** A position change's places, overall and in the car's class. */
  position_from: number | null;
  position_to: number | null;
  class_position_from: number | null;
  class_position_to: number | null;
  /** The class of the car the event names, from its entry, as the timing writes it. */
  category: string | null;
}
