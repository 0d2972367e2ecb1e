/** What the recordings and replays admin API answers (services/api admin routes), as this page reads it. */

export type RecordingKind = 'laps' | 'snapshots';
export type ImportState = 'waiting' | 'active' | 'completed' | 'failed';

export interface Recording {
  id: number | string;
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
  import: { state: ImportState | null; progress: number };
}

/** POST /api/admin/recordings (202). */
export interface RecordingUpload {
  recording: Pick<
    Recording,
    'id' | 'name' | 'event_name' | 'cars' | 'laps' | 'drivers' | 'duration_ms' | 'size_bytes'
  >;
  session_id: string | null;
  /** False when the same file had already been imported: nothing new was stored. */
  created: boolean;
}

/** The files of an upload: the Analysis file, and the official results of Le Mans if any. */
export interface UploadFiles {
  analysis: File;
  results: File | null;
}

/** The details sent with the files. */
export interface UploadDetails {
  name: string;
  /** The event; left blank, the server names it (see the form's hint). */
  event: string;
  year: string;
  date: string;
}

/** An event the site knows (GET /api/race-events), offered in the form. */
export interface KnownEvent {
  id: string;
  name: string;
  date: string;
}

export type ReplayState = 'starting' | 'running' | 'paused' | 'finished' | 'stopped' | 'failed';

export interface AdminReplay {
  id: number | string;
  recording_id: number | string;
  recording_name: string;
  session_id: string;
  state: ReplayState;
  speed: number;
  race_time_ms: number;
  duration_ms: number;
  start_race_time_ms: number;
  created_at: string;
  error: string | null;
}

/** POST /api/admin/replays. */
export interface ReplayStart {
  recording_id: number | string;
  speed: number;
  /** hh:mm:ss */
  start: string;
}

/** POST /api/admin/replays/:id/control: one change at a time. */
export type ReplayControl = { paused: boolean } | { speed: number } | { race_time: string };
