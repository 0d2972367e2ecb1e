/**
 * Dates and times in French (spec part 1 §9: French locale, weeks from Monday, which fr-FR gives).
 * Pure functions over a timestamp or a Date, read in the visitor's time zone.
 */

const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'short' });
const month = new Intl.DateTimeFormat('fr-FR', { month: 'long' });

/** "14:05". */
export function formatClock(time: number | Date): string {
  return clock.format(time);
}

/** "samedi 14 juin 2025". */
export function formatLongDate(time: number | Date): string {
  return longDate.format(time);
}

/** "14 juin 2025"; "" when the text is not a date. */
export function formatShortDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : shortDate.format(time);
}

/** A day chip's three parts: "sam.", "14", "juin". */
export function dayParts(day: Date): { weekday: string; day: string; month: string } {
  return { weekday: weekday.format(day), day: String(day.getDate()), month: month.format(day) };
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "dd/MM/yyyy HH:mm" (spec part 2 §9); "-" when the text is not a date. */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? '-' : dateTime.format(time).replace(',', '');
}
