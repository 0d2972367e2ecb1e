/**
 * Wall-clock readings in a named time zone: the day an instant falls on there, and the instant a reading of
 * its clock stands for (an organiser's "16:00" in Le Mans). Pure arithmetic over Intl's zone data.
 */

let visitorZone: string | undefined;

/** The visitor's own time zone, as the browser gives it (asked once: a format costs to make). */
export function visitorTimeZone(): string {
  visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return visitorZone;
}

// Numbers read back, never shown: a locale with Latin digits and a 24-hour clock, whatever the page's language.
const READING_LOCALE = 'en-GB';

const readers = new Map<string, Intl.DateTimeFormat>();

function readerOf(timeZone: string): Intl.DateTimeFormat {
  let reader = readers.get(timeZone);
  if (reader === undefined) {
    reader = new Intl.DateTimeFormat(READING_LOCALE, {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    readers.set(timeZone, reader);
  }
  return reader;
}

/** What the zone's clock reads at an instant, field by field. */
function clockFields(instant: number, timeZone: string): Record<Intl.DateTimeFormatPartTypes, number> {
  const fields = {} as Record<Intl.DateTimeFormatPartTypes, number>;
  for (const part of readerOf(timeZone).formatToParts(instant)) fields[part.type] = Number(part.value);
  return fields;
}

/** How far the zone's clock is ahead of UTC at an instant, in ms (7,200,000 in Paris in summer). */
export function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = clockFields(instant, timeZone);
  return (
    Date.UTC(year, month - 1, day, hour, minute, second) - (instant - (((instant % 1000) + 1000) % 1000))
  );
}

/** The calendar day an instant falls on in the zone: yyyy-MM-dd. */
export function dayKeyIn(instant: number, timeZone: string): string {
  const { year, month, day } = clockFields(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The instant a reading of the zone's clock stands for ("2025-06-14T16:00:00" in Europe/Paris: 14:00 UTC);
 * NaN when the text is not a date and time.
 */
export function instantOfWallTime(reading: string, timeZone: string): number {
  const asUtc = Date.parse(`${reading}Z`);
  if (Number.isNaN(asUtc)) return Number.NaN;
  const guess = asUtc - offsetAt(asUtc, timeZone);
  // Near a change of the clocks the offset at the guess may not be the offset at the instant itself.
  return asUtc - offsetAt(guess, timeZone);
}
