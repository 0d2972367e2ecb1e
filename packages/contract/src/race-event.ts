/**
 * A race meeting (24 Heures du Mans 2025, 6 Heures de Spa 2025): it owns its entries, teams, cars and crews,
 * and its sessions (live, imports, replays). Race pages show one event at a time, from its reference
 * session: the most complete session that is not a replay. Dates are the organiser's local day, yyyy-MM-dd.
 */

export type SessionKind = 'live' | 'import' | 'replay';

/** The session a race page takes its figures from. */
export interface ReferenceSession {
  id: string;
  name: string;
  kind: SessionKind;
  /** 'active' while it runs, 'ended' once over. */
  status: 'active' | 'ended';
  /** Running still, or joined after the start (its first lap is not lap 1): figures cover part of the race. */
  partial: boolean;
  /** Joined after the start: the race time (ms) of its first data, from which its figures run; else null. */
  partial_since_ms: number | null;
}

/**
 * What an event is, as stored: from the live feed (its name and date), the season calendar the product ships,
 * or an admin. Nothing here is guessed from the name: a fact the event's source does not give is null.
 */
export interface RaceEventFacts {
  id: string;
  name: string;
  /** The race day, yyyy-MM-dd, in the event's own time zone. */
  date: string;
  /** "FIA WEC" for a round of the calendar; null when not known. */
  championship: string | null;
  season: number | null;
  /** The round's number in its season's calendar; null outside the calendar. */
  round: number | null;
  /** The circuit's id in `@lemans/circuits` ("le-mans", "spa", "imola", ...); null when not known. */
  circuit_id: string | null;
  /** IANA time zone of the circuit ("Europe/Brussels"); local times of the event are in it. */
  time_zone: string;
  /** The scheduled start (ISO 8601 instant); null when not known. */
  scheduled_start: string | null;
  /** The race's scheduled length in seconds (86400 for 24 h); null when not known. */
  scheduled_length_s: number | null;
}

/** GET /api/sessions/:id/race-event: the event a session belongs to. */
export interface SessionRaceEvent {
  session_id: string;
  race_event: RaceEventFacts;
}

/** GET /api/race-events: every event, newest first. */
export interface RaceEventSummary extends RaceEventFacts {
  reference_session: ReferenceSession | null;
  /** Sessions of the event, replays included. */
  session_count: number;
  /**
   * The event pages show when none is asked for: the one the site follows (of the live feed's newest
   * session, running or finished), else the newest.
   */
  current: boolean;
}

/** The same car or driver at another event: `id` is their entry or driver id there. */
export interface ElsewhereAtEvent {
  event_id: string;
  event_name: string;
  date: string;
  id: number;
}

/** Which event and session a race page shows, and where else the same car or driver raced. */
export interface RaceEventContext extends RaceEventFacts {
  reference_session: ReferenceSession | null;
  elsewhere: ElsewhereAtEvent[];
}

/** GET /api/admin/race-events: every stored event, with where it comes from and its sessions. */
export interface AdminRaceEvent extends RaceEventFacts {
  origin: 'calendar' | 'feed' | 'import' | 'admin';
  sessions: { id: string; name: string; kind: SessionKind; status: 'active' | 'ended' }[];
}

/** A race of the season calendar the product ships, as the import form and the admin offer it. */
export interface CalendarRace {
  id: string;
  name: string;
  date: string;
  championship: string | null;
  season: number;
  round: number | null;
  circuit_id: string;
  time_zone: string;
  scheduled_length_s: number;
}
