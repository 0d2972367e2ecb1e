import { instantOfWallTime, localDayOf } from '@lemans/contract/timing';
import type { Program, ProgramEvent } from '../../api/types.ts';
import { formatClock, formatWeekday } from '../../format/dates.ts';
import { formatCountdown } from '../../format/timing.ts';
import type { PagesMessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';

/**
 * The programme's rules (spec part 1 §2 "Programme" and §4), as pure functions of the programme and the
 * clock: when an event runs, how a day relates to today, which day opens, and what the summary shows.
 * The programme's times and days are its event's local ones: `zone` is the event's time zone, null while it
 * is not known (the visitor's own zone stands in for it).
 */

export type EventState = 'upcoming' | 'live' | 'finished';
export type DayStatus = 'past' | 'current' | 'future';

/** An explicit offset ("+02:00", "-05:00"): the text names its instant itself. */
const OFFSET = /[+-]\d{2}:?\d{2}$/;

/**
 * A programme date as a timestamp. A trailing Z (and a ".000" before it) is dropped so that the time reads
 * as the local time of the event, as the organiser means it; an explicit offset is kept.
 */
export function programTime(value: string, zone: string | null = null): number {
  const local = value.endsWith('Z') ? value.slice(0, -1).replace(/\.000$/, '') : value;
  if (zone === null || OFFSET.test(local)) return new Date(local).getTime();
  return instantOfWallTime(local, zone);
}

/** Upcoming before the start, live until the end (or for good when no end is given), then finished. */
export function eventState(event: ProgramEvent, now: number, zone: string | null = null): EventState {
  if (now < programTime(event.start_datetime, zone)) return 'upcoming';
  if (!event.end_datetime || now < programTime(event.end_datetime, zone)) return 'live';
  return 'finished';
}

/** The event's calendar day of a time, as the programme keys it: yyyy-MM-dd. */
export function dayKey(time: number, zone: string | null = null): string {
  if (zone !== null) return localDayOf(time, zone);
  const date = new Date(time);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A programme key as a local midnight. */
export function dayDate(key: string): Date {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function dayStatus(key: string, now: number, zone: string | null = null): DayStatus {
  const today = dayKey(now, zone);
  if (key === today) return 'current';
  return key < today ? 'past' : 'future';
}

/** The programme's days in calendar order. */
export function programDays(schedule: Program): string[] {
  return Object.keys(schedule).sort();
}

/** Today when the programme has it, else its first day; null for an empty programme. */
export function defaultDay(days: readonly string[], now: number, zone: string | null = null): string | null {
  const today = dayKey(now, zone);
  return days.includes(today) ? today : (days[0] ?? null);
}

const byStart = (a: ProgramEvent, b: ProgramEvent) =>
  programTime(a.start_datetime) - programTime(b.start_datetime);

export interface DayGroups {
  live: ProgramEvent[];
  upcoming: ProgramEvent[];
  finished: ProgramEvent[];
}

/** One day's events split into en cours, à venir and terminés, each in order of start. */
export function groupDay(
  events: readonly ProgramEvent[],
  now: number,
  zone: string | null = null,
): DayGroups {
  const groups: DayGroups = { live: [], upcoming: [], finished: [] };
  for (const event of [...events].sort(byStart)) groups[eventState(event, now, zone)].push(event);
  return groups;
}

function allEvents(schedule: Program): ProgramEvent[] {
  return Object.values(schedule).flat().sort(byStart);
}

/** The earliest-started event running now, over the whole programme. */
export function currentEvent(
  schedule: Program,
  now: number,
  zone: string | null = null,
): ProgramEvent | null {
  return allEvents(schedule).find((event) => eventState(event, now, zone) === 'live') ?? null;
}

/** The next event to start, over the whole programme. */
export function nextEvent(schedule: Program, now: number, zone: string | null = null): ProgramEvent | null {
  return allEvents(schedule).find((event) => eventState(event, now, zone) === 'upcoming') ?? null;
}

/**
 * The countdown to an event's start ("2j 5h", "3h 12min", "12min", "Démarré" once running); "Terminé" when
 * it is over or when there is no event left to wait for.
 */
export function startCountdown(event: ProgramEvent | null, now: number, zone: string | null = null): string {
  if (!event || eventState(event, now, zone) === 'finished') return t('programme.finished_state');
  return formatCountdown(programTime(event.start_datetime, zone) - now);
}

/** The time left in a running event, in countdown wording; null when it has no end. */
export function timeRemaining(event: ProgramEvent, now: number, zone: string | null = null): string | null {
  if (!event.end_datetime) return null;
  const left = programTime(event.end_datetime, zone) - now;
  return left > 0 ? formatCountdown(left) : t('programme.finished_state');
}

/**
 * An event's hours as the clocks of `shownZone` read them (the visitor's when undefined), "10:00 – 19:00";
 * an end on a later day is given its weekday ("16:00 – dim. 16:00"), and an event without an end shows its
 * start alone. A start on another day than the programme's (a visitor far from the event) names its weekday.
 */
export function eventHours(
  event: ProgramEvent,
  zone: string | null = null,
  shownZone = zone ?? undefined,
): string {
  const start = programTime(event.start_datetime, zone);
  const clockOf = (time: number) => formatClock(time, shownZone);
  const dayOf = (time: number) => dayKey(time, shownZone ?? null);
  const withWeekday = (time: number) => `${formatWeekday(time, shownZone)} ${clockOf(time)}`;
  const startText = dayOf(start) === dayKey(start, zone) ? clockOf(start) : withWeekday(start);
  if (!event.end_datetime) return startText;
  const end = programTime(event.end_datetime, zone);
  return `${startText} – ${dayOf(end) === dayOf(start) ? clockOf(end) : withWeekday(end)}`;
}

/** True once every event of a non-empty programme is over. */
export function programOver(schedule: Program, now: number, zone: string | null = null): boolean {
  const events = allEvents(schedule);
  return events.length > 0 && events.every((event) => eventState(event, now, zone) === 'finished');
}

export type CategoryTone = 'official' | 'support' | 'animation' | 'other';

/**
 * The legend's four categories, by the name the programme's data gives them (its events' `category`), and as
 * the page names them; any other category value is shown as « Autres ».
 */
export const PROGRAM_CATEGORIES: readonly {
  name: string;
  label: PagesMessageId;
  hint?: PagesMessageId;
  tone: CategoryTone;
}[] = [
  {
    // texts: the names are the programme data's categories; the page shows the labels
    name: '24 Heures du Mans',
    label: 'programme.category.official',
    hint: 'programme.category.official_hint',
    tone: 'official',
  },
  // texts: a category of the programme's data
  { name: 'Courses Support', label: 'programme.category.support', tone: 'support' },
  // texts: a category of the programme's data
  { name: 'Animations circuit', label: 'programme.category.animation', tone: 'animation' },
  { name: 'Autres', label: 'programme.category.other', tone: 'other' },
];

export function categoryTone(category: string): CategoryTone {
  return PROGRAM_CATEGORIES.find((item) => item.name === category)?.tone ?? 'other';
}
