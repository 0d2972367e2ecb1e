import { type EventTimeStyle, eventTimeOf, formatInStyle } from '../format/event-time.ts';
import { useT } from '../i18n/use-language.tsx';
import './event-time-text.css';

interface EventTimeTextProps {
  instant: number;
  /** The event's time zone; null when the time belongs to no event: the visitor's clock alone then. */
  zone: string | null;
  style?: EventTimeStyle;
  /** False in a list that names the zone once for all its times (t('event_time.local_times')). */
  zoneNamed?: boolean;
}

/**
 * A race time as its event's clock reads it, the zone named, and the visitor's own clock beside it when
 * that reads otherwise: « 16:00 (heure locale, UTC+2) · soit 10:00 chez vous ».
 */
export function EventTimeText({ instant, zone, style = 'clock', zoneNamed = true }: EventTimeTextProps) {
  const t = useT();
  const dateTime = new Date(instant).toISOString();
  if (zone === null) return <time dateTime={dateTime}>{formatInStyle(instant, style)}</time>;
  const time = eventTimeOf(instant, zone, style);
  return (
    <span className="event-time-text">
      <time dateTime={dateTime}>{time.local}</time>
      {zoneNamed && (
        <>
          {' '}
          <span className="event-time-zone">{t('event_time.local', { zone: time.zone })}</span>
        </>
      )}
      {time.visitor && (
        <span className="event-time-visitor"> · {t('event_time.visitor', { time: time.visitor })}</span>
      )}
    </span>
  );
}
