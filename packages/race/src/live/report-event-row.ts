/*
 * A session's report events as stored (report_events, with what their domain events say), and which of
 * them race control announces: read by the alerts, the race-control log and the session reports alike.
 */

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

/** The report event types that race control announces to everyone, in the banner. */
export const ALERT_EVENT_TYPES = ['safety_car', 'race_state', 'dnf'] as const;

/**
 * What the race-control log lists: every flag, safety car, full course yellow and red flag, car stopped or
 * retired, disqualification, and fastest lap (the race's and each class's).
 */
export const RACE_CONTROL_EVENT_TYPES = [...ALERT_EVENT_TYPES, 'disqualification', 'fastest_lap'] as const;

export type RaceControlEventType = (typeof RACE_CONTROL_EVENT_TYPES)[number];

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
