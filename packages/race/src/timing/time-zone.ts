/**
 * Epoch milliseconds of a local date and time of day in an IANA time zone, without a date library:
 * the zone's offset is read from Intl at that instant (June at Le Mans is UTC+2).
 */
export function epochOfLocalTime(date: string, msOfDay: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Date invalide : « ${date} » (attendu AAAA-MM-JJ)`);
  const asUtc = Date.UTC(year, month - 1, day) + msOfDay;
  // The offset at the guessed instant is right except within an hour of a DST change; one correction fixes it.
  const first = asUtc - offsetMs(asUtc, timeZone);
  return asUtc - offsetMs(first, timeZone);
}

function offsetMs(epochMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(epochMs));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - Math.floor(epochMs / 1000) * 1000;
}

/** The local day (yyyy-MM-dd) of an instant in a zone. */
export function localDayOf(epochMs: number, timeZone: string): string {
  return new Date(epochMs + offsetMs(epochMs, timeZone)).toISOString().slice(0, 10);
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
