import { DAY_MS, epochOfLocalTime } from '@lemans/contract/timing';
import type { CalendarEvent, LeMansEdition, WecRound } from './calendar-types.ts';
import { LE_MANS_EDITIONS } from './le-mans-editions.ts';
import { raceEventIdOf } from './race-event-id.ts';
import { WEC_ROUNDS } from './wec-rounds.ts';

const HOUR_S = 3600;
const LE_MANS = { name: '24 Heures du Mans', circuitId: 'le-mans', timeZone: 'Europe/Paris' };
/** How far from the calendar's race day a session may start and still be that race (days). */
const DAY_TOLERANCE = 1;

/**
 * The races the product knows before any timing arrives: every round of the FIA WEC calendar and every Le Mans
 * edition that was run. A Le Mans of the WEC calendar is one event, with its round and its start time; an
 * edition outside the calendar keeps its championship unknown rather than guessed.
 */
export const CALENDAR_EVENTS: readonly CalendarEvent[] = buildCalendar(WEC_ROUNDS, LE_MANS_EDITIONS);

function buildCalendar(rounds: readonly WecRound[], editions: readonly LeMansEdition[]): CalendarEvent[] {
  const editionOn = new Map(editions.map((edition) => [edition.date, edition]));
  const roundsSoFar = new Map<number, number>();
  const events = rounds.map((round): CalendarEvent => {
    const number = (roundsSoFar.get(round.season) ?? 0) + 1;
    roundsSoFar.set(round.season, number);
    const edition = round.circuitId === LE_MANS.circuitId ? editionOn.get(round.date) : undefined;
    return {
      id: raceEventIdOf(round.name, round.date),
      name: `${round.name} ${round.season}`,
      date: round.date,
      championship: 'FIA WEC',
      season: round.season,
      round: number,
      circuitId: round.circuitId,
      timeZone: round.timeZone,
      scheduledStart: edition ? startOf(edition, round.timeZone) : null,
      scheduledLengthS: round.scheduledHours * HOUR_S,
    };
  });
  const inCalendar = new Set(events.map((event) => event.date));
  for (const edition of editions) {
    if (edition.cancelled || inCalendar.has(edition.date)) continue;
    const season = Number(edition.date.slice(0, 4));
    events.push({
      id: raceEventIdOf(LE_MANS.name, edition.date),
      name: `${LE_MANS.name} ${season}`,
      date: edition.date,
      championship: null,
      season,
      round: null,
      circuitId: LE_MANS.circuitId,
      timeZone: LE_MANS.timeZone,
      scheduledStart: startOf(edition, LE_MANS.timeZone),
      scheduledLengthS: 24 * HOUR_S,
    });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date));
}

function startOf(edition: LeMansEdition, timeZone: string): string {
  const [hours = 0, minutes = 0] = edition.startTime.split(':').map(Number);
  return new Date(epochOfLocalTime(edition.date, (hours * 60 + minutes) * 60_000, timeZone)).toISOString();
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** Why a calendar event was or was not taken for a session. */
export interface CalendarMatch {
  event: CalendarEvent;
  /** Days between the session's day and the calendar's race day. */
  daysOff: number;
}

/**
 * The calendar's race held within a day of `day` (yyyy-MM-dd: a session's start, in UTC or local time: the
 * day's tolerance covers the difference), on `circuitId` when the laps have told which circuit it is; the
 * nearest day wins. Null when the calendar has no such race: the caller then says so rather than guess.
 */
export function matchCalendarEvent(day: string, circuitId: string | null = null): CalendarMatch | null {
  const target = dayNumber(day);
  let best: CalendarMatch | null = null;
  for (const event of CALENDAR_EVENTS) {
    const daysOff = Math.abs(dayNumber(event.date) - target);
    if (daysOff > DAY_TOLERANCE) continue;
    if (circuitId !== null && event.circuitId !== circuitId) continue;
    if (!best || daysOff < best.daysOff) best = { event, daysOff };
  }
  return best;
}

/** The calendar's events of one season, in order (for the import form and the CLI to offer). */
export function calendarEventsOfSeason(season: number): CalendarEvent[] {
  return CALENDAR_EVENTS.filter((event) => event.season === season);
}

/** The calendar event with this id, or undefined. */
export function calendarEventById(id: string): CalendarEvent | undefined {
  return CALENDAR_EVENTS.find((event) => event.id === id);
}
