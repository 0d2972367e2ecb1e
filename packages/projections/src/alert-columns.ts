import { sql } from 'kysely';

/*
 * What a race-control alert is read as, from `report_events AS re` joined to the domain event it derives from
 * (`events AS ev`), of the types `ALERT_EVENT_TYPES` (@lemans/race) names: the API's list of a session's
 * alerts and ingest's relay of committed ones read the same columns of the same rows, declared once here.
 * The session report reads every report event the same way, with the facts of its own codes.
 */

/** The report event's columns an alert carries. */
export const ALERT_COLUMNS = [
  're.event_position',
  're.event_type',
  're.number',
  're.lap_number',
  're.description',
  're.race_time_ms',
  're.occurred_at',
] as const;

/**
 * What the alert's code is read from, in its domain event, where it is data rather than wording: the race or
 * car state the event moved to, and a fastest lap's time, scope and class. Null when the event is missing.
 */
export const ALERT_EVENT_FACTS = [
  sql<string | null>`ev.data ->> 'to'`.as('to_state'),
  sql<number | null>`(ev.data ->> 'timeMs')::float8`.as('lap_time_ms'),
  sql<string | null>`ev.data ->> 'scope'`.as('best_lap_scope'),
  sql<string | null>`ev.data ->> 'category'`.as('best_lap_class'),
] as const;

/** A position change's place, as an integer; null for another event, whose `from` and `to` are states. */
const placeOf = (key: 'from' | 'to' | 'classFrom' | 'classTo') =>
  sql<number | null>`CASE WHEN ev.type = 'PositionChanged' THEN (ev.data ->> ${sql.lit(key)})::int END`;

/**
 * What a report event's code is read from besides an alert's: a pit stop's rank among the car's stops, and
 * the places a position change moved between. Null when the event is missing.
 */
export const REPORT_EVENT_FACTS = [
  ...ALERT_EVENT_FACTS,
  sql<number | null>`(ev.data ->> 'stop')::int`.as('pit_stop'),
  placeOf('from').as('position_from'),
  placeOf('to').as('position_to'),
  placeOf('classFrom').as('class_position_from'),
  placeOf('classTo').as('class_position_to'),
] as const;
