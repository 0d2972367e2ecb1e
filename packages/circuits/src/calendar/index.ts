export {
  CALENDAR_EVENTS,
  type CalendarMatch,
  calendarEventById,
  calendarEventsOfSeason,
  matchCalendarEvent,
} from './calendar.ts';
export type { CalendarEvent } from './calendar-types.ts';
export {
  ORGANISER_TIME_ZONE,
  type RaceEventDraft,
  raceEventOfSession,
  type SessionEventFacts,
} from './event-of-session.ts';
export { frenchDate } from './french-date.ts';
export { importMatchLines, importMatchOf } from './import-match.ts';
export { raceEventIdOf, raceEventSlug } from './race-event-id.ts';
