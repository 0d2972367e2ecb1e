/** The visitor's own time zone, as the browser gives it (asked once: a format costs to make). */
let visitorZone: string | undefined;

export function visitorTimeZone(): string {
  visitorZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return visitorZone;
}
