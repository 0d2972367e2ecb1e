import { perLanguage } from '../i18n/per-language.ts';

/**
 * Dates and times in the page's language (spec part 1 §9: in French, weeks from Monday, which Intl's French
 * gives). Pure functions over a timestamp or a Date, read in the visitor's time zone unless they are given
 * another (an event's own, see event-time.ts).
 */

/**
 * Intl's format of `options` in the page's language and a time zone (the visitor's when none is given), each
 * made once per language and zone: a format costs far more to make than to use.
 */
function zonedFormat(options: Intl.DateTimeFormatOptions): (timeZone?: string) => Intl.DateTimeFormat {
  const inLanguage = perLanguage((language) => {
    const made = new Map<string, Intl.DateTimeFormat>();
    return (timeZone?: string) => {
      const key = timeZone ?? '';
      let format = made.get(key);
      if (format === undefined) {
        format = new Intl.DateTimeFormat(
          language,
          timeZone === undefined ? options : { ...options, timeZone },
        );
        made.set(key, format);
      }
      return format;
    };
  });
  return (timeZone) => inLanguage()(timeZone);
}

const clock = zonedFormat({ hour: '2-digit', minute: '2-digit' });
const longDate = zonedFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = zonedFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const numericDate = zonedFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const weekday = zonedFormat({ weekday: 'short' });
const month = zonedFormat({ month: 'long' });
const dateTime = zonedFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
// The language's own joining of a date and a time: « samedi 14 juin 2025 à 16:00 », "… at 4:00 PM".
const longDateTime = zonedFormat({ dateStyle: 'full', timeStyle: 'short' });

/** A text's instant; null when the text is not a date. */
function instantOf(value: string | null | undefined): number | null {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? null : time;
}

/** "14:05". */
export function formatClock(time: number | Date, timeZone?: string): string {
  return clock(timeZone).format(time);
}

/** "samedi 14 juin 2025". */
export function formatLongDate(time: number | Date, timeZone?: string): string {
  return longDate(timeZone).format(time);
}

/** "14 juin 2025"; "" when the text is not a date. */
export function formatShortDate(value: string, timeZone?: string): string {
  const time = instantOf(value);
  return time === null ? '' : shortDate(timeZone).format(time);
}

/**
 * Calendar days (yyyy-MM-dd) from `first` to `last`: "6-15 juin 2025", "30 mai - 2 juin 2025", or one day
 * alone, "10 mai 2025". A calendar day is the same everywhere: read at UTC.
 */
export function formatDayRange(first: string, last: string): string {
  const format = shortDate('UTC');
  const start = Date.parse(`${first}T00:00:00Z`);
  if (first === last) return format.format(start);
  // The specification writes a range with a hyphen between plain spaces (« 30 mai - 2 juin 2025 ») where
  // Intl puts an en dash between thin ones.
  return format
    .formatRange(start, Date.parse(`${last}T00:00:00Z`))
    .replace('\u2013', '-')
    .replaceAll('\u2009', ' ');
}

/** "15/06/2025"; "" when the text is not a date. */
export function formatNumericDate(value: string): string {
  const time = instantOf(value);
  return time === null ? '' : numericDate().format(time);
}

/** "sam.". */
export function formatWeekday(time: number | Date, timeZone?: string): string {
  return weekday(timeZone).format(time);
}

/** A day chip's three parts: "sam.", "14", "juin". */
export function dayParts(day: Date): { weekday: string; day: string; month: string } {
  return { weekday: formatWeekday(day), day: String(day.getDate()), month: month().format(day) };
}

/** "dd/MM/yyyy HH:mm" in French (spec part 2 §9), the language's own numeric form in the others. */
export function formatDateTimeAt(time: number, timeZone?: string): string {
  return dateTime(timeZone).format(time).replace(',', '');
}

/** formatDateTimeAt of a text; "-" when the text is not a date. */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  const time = instantOf(value);
  return time === null ? '-' : formatDateTimeAt(time, timeZone);
}

/** The long form of the session reports (spec part 2 §9): "samedi 14 juin 2025 à 16:00". */
export function formatLongDateTimeAt(time: number, timeZone?: string): string {
  return longDateTime(timeZone).format(time);
}
