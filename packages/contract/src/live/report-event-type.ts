/**
 * The types of a session's report events, as the projection writes them (`report_events.event_type`). Every
 * table of what a type does is keyed by this union: a type added here does not compile until each says.
 */
export type ReportEventType =
  | 'fastest_lap'
  | 'pitstop'
  | 'position_change'
  | 'dnf'
  | 'safety_car'
  | 'race_state'
  | 'disqualification';
