import type { SessionStatus } from './live/live-frame.ts';
import type { SessionType } from './live/session-type.ts';
import type { SessionNaming } from './session-naming.ts';

/** The organiser's catalogue and the session list as the public API answers them (spec part 1 §3, §4). */

export interface Category {
  id: number;
  name: string;
  label: string;
  color: string;
}

export interface ProgramEvent {
  id: number;
  title: string;
  /** Local date-time; a trailing Z (and .000) is dropped so that it reads as local time (spec part 1 §4). */
  start_datetime: string;
  end_datetime: string | null;
  category: string;
  description: string;
}

/** GET /api/program, keyed by yyyy-MM-dd. */
export type Program = Record<string, ProgramEvent[]>;

export interface NewsItem {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  excerpt: string;
  category: string;
  /** 'alert', 'info', anything else is ordinary news. */
  type: string;
  urgent: boolean;
  author: string | null;
  published_at: string;
  url: string | null;
  image_url: string | null;
}

/**
 * GET /api/catalogue-moment?session=&t=: the moment a page shows, as the API reads it. The catalogue (news,
 * programme, video streams) is the event the organiser's feed follows; /api/news, /api/program,
 * /api/streams and /api/live-alerts take the same `session` and `t`.
 */
export interface CatalogueMoment {
  session_id: string;
  /** ms since the start, as `t` named it. */
  race_time_ms: number;
  /** The wall instant it stands for: the session's race start plus its race time (ISO 8601). */
  instant: string;
  /** The session belongs to the followed event: false, the catalogue says nothing of it. */
  followed_event: boolean;
}

/** A race session of GET /api/sessions. */
export interface Session extends SessionNaming {
  id: string;
  name: string;
  session_type: SessionType;
  active: boolean;
  status: SessionStatus;
  is_replay: boolean;
  created_at: string;
  /** The race's own start; null when the feed never gave it. */
  start_time: string | null;
  data_count: number;
  /** Joined after the start: the race time (ms) of its first data; null when followed from the start. */
  partial_since_ms: number | null;
  /** IANA time zone of the session's event, in which its race times read; null when it belongs to none. */
  time_zone: string | null;
}
