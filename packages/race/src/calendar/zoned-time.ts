/*
 * Local times of a time zone without a date library: the offset of a zone at an instant, read through Intl,
 * which every runtime the site targets ships with its zone data.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of `instantMs` in the zone, as if it were UTC (ms). */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatOf(timeZone).formatToParts(new Date(instantMs)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** Whether the runtime knows this IANA zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local day (yyyy-MM-dd) of an instant in a zone. */
export function localDayOf(instantMs: number, timeZone: string): string {
  return new Date(wallClockMs(instantMs, timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant of a local day and time ("16:00") in a zone. Twice the offset is read, so that a time near a
 * change of offset lands on the offset in force at that time.
 */
export function zonedInstant(day: string, time: string, timeZone: string): number {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const first = asUtc - (wallClockMs(asUtc, timeZone) - asUtc);
  return asUtc - (wallClockMs(first, timeZone) - first);
}
