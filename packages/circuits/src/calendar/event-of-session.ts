import { localDayOf } from '@lemans/contract/timing';
import { circuitById } from '../catalogue.ts';
import { type CalendarMatch, matchCalendarEvent } from './calendar.ts';
import { frenchDate } from './french-date.ts';
import { raceEventIdOf } from './race-event-id.ts';

/**
 * The time zone of an event the calendar does not know and whose circuit is unknown: the organiser's (the
 * feed is the ACO's, in Paris), which is also how event days were counted before events were stored.
 */
export const ORGANISER_TIME_ZONE = 'Europe/Paris';

/** What a session says of its event when it starts. */
export interface SessionEventFacts {
  /** The event name its documents carry (the feed's, or the import's). */
  eventName: string;
  /** The session's start (ms since the epoch); its creation when the timing gives none. */
  startMs: number;
  /** The session's scheduled length (s), when the timing gives it. */
  durationS: number | null;
  /**
   * The circuit its laps were recognised as: undefined when not measured (a live session starting), null
   * when measured and none of the known circuits. A calendar race on another circuit is then not this one.
   */
  circuitId?: string | null;
}

/** A race event as a session's start makes it, before it is stored. */
export interface RaceEventDraft {
  id: string;
  name: string;
  day: string;
  championship: string | null;
  season: number | null;
  round: number | null;
  circuitId: string | null;
  timeZone: string;
  scheduledStart: string | null;
  scheduledLengthS: number | null;
  origin: 'calendar' | 'feed' | 'import';
}

/**
 * The event a session belongs to: the calendar's race within a day of its start (on the circuit its laps
 * show, when they were measured), with every fact the calendar gives; else one named as the session names
 * it, on the local day of its start, with only what the session itself says.
 */
export function raceEventOfSession(
  facts: SessionEventFacts,
  origin: 'feed' | 'import',
): { draft: RaceEventDraft; match: CalendarMatch | null } {
  const utcDay = new Date(facts.startMs).toISOString().slice(0, 10);
  const match = facts.circuitId === null ? null : matchCalendarEvent(utcDay, facts.circuitId ?? null);
  if (match) {
    const { event } = match;
    return {
      match,
      draft: {
        id: event.id,
        name: event.name,
        day: event.date,
        championship: event.championship,
        season: event.season,
        round: event.round,
        circuitId: event.circuitId,
        timeZone: event.timeZone,
        scheduledStart: event.scheduledStart,
        scheduledLengthS: event.scheduledLengthS,
        origin: 'calendar',
      },
    };
  }
  const circuitId = facts.circuitId ?? null;
  const timeZone = circuitById(circuitId)?.timeZone ?? ORGANISER_TIME_ZONE;
  const day = localDayOf(facts.startMs, timeZone);
  const name = facts.eventName.trim() || `Course du ${frenchDate(day)}`;
  return {
    match: null,
    draft: {
      id: raceEventIdOf(name, day),
      name,
      day,
      championship: null,
      season: null,
      round: null,
      circuitId,
      timeZone,
      scheduledStart: new Date(facts.startMs).toISOString(),
      scheduledLengthS: facts.durationS !== null && facts.durationS > 0 ? facts.durationS : null,
      origin,
    },
  };
}
