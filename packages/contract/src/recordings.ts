/**
 * Recordings, their imports and their replays as the admin API answers them (GET /api/admin/recordings,
 * /api/admin/replays), the CLI prints them and the admin screen reads them. Dates are ISO 8601 strings.
 */

/** `laps`: an Al Kamel import's lap table; `snapshots`: the organiser documents live ingest recorded. */
export type RecordingKind = 'laps' | 'snapshots';

/** Where an import's job stands in the recordings queue. */
export type ImportState = 'waiting' | 'active' | 'completed' | 'failed';

export interface ImportStatus {
  /** Null when the queue holds no job for the recording (never imported, or forgotten since). */
  state: ImportState | null;
  /** Percent of the recording's race time ingested. */
  progress: number;
}

/** A stored recording without its body, with the session it was imported into (the admin list). */
export interface AdminRecording {
  id: string;
  name: string;
  event_name: string;
  kind: RecordingKind;
  duration_ms: number;
  cars: number;
  laps: number;
  drivers: number;
  size_bytes: number;
  created_at: string;
  /** The session the import created; null for a recording of live ingest still running or never imported. */
  session_id: string | null;
  /** That session's name; null while the import has not created it. */
  session_name: string | null;
  import: ImportStatus;
}

/** POST /api/admin/recordings (202). */
export interface RecordingUpload {
  recording: Pick<
    AdminRecording,
    'id' | 'name' | 'event_name' | 'cars' | 'laps' | 'drivers' | 'duration_ms' | 'size_bytes'
  >;
  session_id: string;
  /** False when the same file had already been imported: nothing new was stored. */
  created: boolean;
  match: ImportMatch;
}

/** A replay's lifecycle as the `replays` table stores it. */
export type ReplayState = 'starting' | 'running' | 'paused' | 'finished' | 'stopped' | 'failed';

/** The states in which a replay still plays (or is about to): its recording and session are in use. */
export const PLAYING_REPLAY_STATES = [
  'starting',
  'running',
  'paused',
] as const satisfies readonly ReplayState[];

/** Whether the replay still plays; one that is over can only be looked at (no pause, speed, seek or stop). */
export function replayPlays(state: ReplayState): boolean {
  return (PLAYING_REPLAY_STATES as readonly ReplayState[]).includes(state);
}

/** One replay of a recording. */
export interface ReplaySummary {
  id: string;
  recording_id: string;
  recording_name: string;
  session_id: string;
  state: ReplayState;
  speed: number;
  /** Race time the replay's session has reached. */
  race_time_ms: number;
  duration_ms: number;
  start_race_time_ms: number;
  created_at: string;
  error: string | null;
  /** Its session is listed on the public pages; a replay stays private until the operator publishes it. */
  published: boolean;
}

/** The body of POST /api/admin/replays. */
export interface ReplayStart {
  recording_id: string;
  speed: number;
  /** hh:mm:ss */
  start: string;
}

/** The body of POST /api/admin/replays/:id/control: one change at a time. */
export type ReplayControl = { paused: boolean } | { speed: number } | { race_time: string };

/** What an import was recognised as: the circuit its laps show, and the season calendar's race it is. */
export interface ImportMatch {
  /** The circuit its laps were driven on; null when they match none the product knows. */
  circuit: { id: string; name: string } | null;
  /** The calendar's race of its day on that circuit, or null: the event is then named as the operator said. */
  calendar: { id: string; name: string; championship: string | null; round: number | null } | null;
}
