/*
 * Wall-clock readings in a named IANA time zone, without a date library: the zone's offset at an instant is
 * read from Intl (June at Le Mans is UTC+2), the day an instant falls on there, and the instant a reading of
 * its clock stands for (an organiser's "16:00" in Le Mans).
 */

const readers = new Map<string, Intl.DateTimeFormat>();

/** A zone's clock, read in numbers (a locale with Latin digits and a 24-hour clock); one per zone. */
function readerOf(timeZone: string): Intl.DateTimeFormat {
  let reader = readers.get(timeZone);
  if (reader === undefined) {
    reader = new Intl.DateTimeFormat('en-GB', {
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
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(instant / 1000) * 1000;
}

/** The instant of a reading of the zone's clock, given as if that reading were UTC. */
function instantOfReadingAsUtc(asUtc: number, timeZone: string): number {
  // The offset at the guessed instant is right except within an hour of a change of the clocks; one
  // correction fixes it.
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return asUtc - offsetAt(guess, timeZone);
}

/** Epoch milliseconds of a local date (yyyy-MM-dd) and time of day in a zone. */
export function epochOfLocalTime(date: string, msOfDay: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Date invalide : « ${date} » (attendu AAAA-MM-JJ)`);
  return instantOfReadingAsUtc(Date.UTC(year, month - 1, day) + msOfDay, timeZone);
}

/**
 * The instant a reading of the zone's clock stands for ("2025-06-14T16:00:00" in Europe/Paris: 14:00 UTC);
 * NaN when the text is not a date and time.
 */
export function instantOfWallTime(reading: string, timeZone: string): number {
  const asUtc = Date.parse(`${reading}Z`);
  return Number.isNaN(asUtc) ? Number.NaN : instantOfReadingAsUtc(asUtc, timeZone);
}

/** The local day (yyyy-MM-dd) of an instant in a zone. */
export function localDayOf(epochMs: number, timeZone: string): string {
  return new Date(epochMs + offsetAt(epochMs, timeZone)).toISOString().slice(0, 10);
}

/** Whether the runtime knows this IANA zone (a form's field, before anything is stored with it). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}
