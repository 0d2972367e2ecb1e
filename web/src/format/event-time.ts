import { localDayOf } from '@lemans/contract/timing';
import { perLanguage } from '../i18n/per-language.ts';
import { formatClock, formatDateTimeAt, formatLongDateTimeAt, formatWeekday } from './dates.ts';
import { visitorTimeZone } from './zoned-time.ts';

/**
 * A race time as the event's own clock reads it, its zone named, and as the visitor's reads it when that
 * differs (DESIGN.md §13): a start at 16:00 in Le Mans is 10:00 in New York.
 */

/** How the instant is written: a clock, a date and time, or the reports' long form. */
export type EventTimeStyle = 'clock' | 'dateTime' | 'longDateTime';

const READINGS: Record<EventTimeStyle, (instant: number, timeZone?: string) => string> = {
  clock: formatClock,
  dateTime: formatDateTimeAt,
  longDateTime: formatLongDateTimeAt,
};

export interface EventTime {
  /** The event's clock: "16:00". */
  local: string;
  /** The event's zone as the page's language names its offset at that instant: "UTC+2" in French. */
  zone: string;
  /** The visitor's clock, null when it reads the same; a clock on another day than the event's names it. */
  visitor: string | null;
}

const zoneNames = perLanguage((language) => {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let format = made.get(timeZone);
    if (format === undefined) {
      format = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'shortOffset' });
      made.set(timeZone, format);
    }
    return format;
  };
});

/** The zone's offset at an instant, as the page's language names it: "UTC+2", "GMT+9". */
export function zoneNameOf(instant: number, timeZone: string): string {
  const parts = zoneNames()(timeZone).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** `instant` written in `style`, as the clocks of `timeZone` read it (the visitor's when none is given). */
export function formatInStyle(instant: number, style: EventTimeStyle, timeZone?: string): string {
  return READINGS[style](instant, timeZone);
}

/** How `instant` reads at the event (in `eventZone`) and, when it reads otherwise, at the visitor's. */
export function eventTimeOf(
  instant: number,
  eventZone: string,
  style: EventTimeStyle = 'clock',
  visitorZone: string = visitorTimeZone(),
): EventTime {
  const read = READINGS[style];
  const local = read(instant, eventZone);
  const visitor = read(instant, visitorZone);
  const sameDay = localDayOf(instant, visitorZone) === localDayOf(instant, eventZone);
  return {
    local,
    zone: zoneNameOf(instant, eventZone),
    visitor:
      visitor === local && sameDay
        ? null
        : // A clock alone would not say that the visitor is on another day.
          style === 'clock' && !sameDay
          ? `${formatWeekday(instant, visitorZone)} ${visitor}`
          : visitor,
  };
}
