/**
 * A replay as GET /api/replays sends it (spec part 2 §3, in the fields that apply): a recorded session, with
 * timing data and no video, or an active stream in status 'replay'. Dates are ISO 8601 strings.
 */
export interface Replay {
  /** 'session-{id}' or 'stream-{id}': both kinds share one key space. */
  id: string;
  kind: 'session' | 'stream';
  /** The recorded session, whose report the page links to; null for a stream. */
  session_id: string | null;
  stream_id: number | null;
  team_number: string | null;
  team_name: string | null;
  car_name: string | null;
  category: string | null;
  stream_title: string | null;
  stream_description: string | null;
  stream_url: string | null;
  replay_url: string | null;
  /** Seconds, when known. */
  duration: number | null;
  created_at: string;
  /** When the race was run (its start): what a recorded session is dated by; null for a stream. */
  race_date: string | null;
  is_available: boolean;
  session_name: string | null;
  title: string;
  /** IANA time zone of the recorded session's event, in which its race reads; null for a stream or none. */
  time_zone: string | null;
}
