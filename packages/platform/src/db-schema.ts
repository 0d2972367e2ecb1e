import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/*
 * Row types of the tables created by `migrations/sql`. Columns read back as:
 * - bigint / bigserial: JS number (see `db.ts`: parsed as int8, refused past Number.MAX_SAFE_INTEGER);
 * - xid8: string, compared in SQL only;
 * - timestamptz: Date; bytea: Buffer; jsonb: the parsed object.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * jsonb columns hold objects only: node-postgres serialises a JS object as JSON
 * but a top-level array as a Postgres array literal, which jsonb would reject.
 */
export type JsonObject = { [key: string]: JsonValue };

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface EventsTable {
  global_position: Generated<number>;
  /** Set by the database to the appending transaction; never written by the application. */
  transaction_id: ColumnType<string, never, never>;
  stream_id: string;
  stream_position: number;
  type: string;
  data: JsonObject;
  metadata: Generated<JsonObject>;
  recorded_at: GeneratedTimestamp;
}

export interface CheckpointsTable {
  id: string;
  position: Generated<number>;
  value: Generated<JsonObject>;
  updated_at: GeneratedTimestamp;
}

export type RecordingKind = 'laps' | 'snapshots';

export interface RecordingsTable {
  id: Generated<string>;
  name: string;
  event_name: string;
  kind: RecordingKind;
  format: string;
  source: Generated<JsonObject>;
  cars: number;
  laps: number;
  drivers: number;
  duration_ms: number;
  size_bytes: number;
  content_sha256: string;
  /** The gzipped recording for kind `laps`; null for `snapshots`, whose body is in recording_snapshots. */
  data: Buffer | null;
  created_at: GeneratedTimestamp;
}

export interface RecordingSnapshotsTable {
  recording_id: string;
  seq: number;
  race_time_ms: number;
  observed_at: Timestamp;
  body: Buffer;
}

export interface SessionsTable {
  /** Stream suffix: events of the session are in stream `session-<id>`. */
  id: string;
  organiser_session_id: number;
  name: string;
  session_type: string;
  event_name: Generated<string>;
  is_replay: Generated<boolean>;
  active: Generated<boolean>;
  status: Generated<string>;
  race_state: Generated<string>;
  start_time: Date | null;
  duration_s: number | null;
  weather: JsonObject | null;
  /** Laps recorded: a session with data is preferred as the current one. */
  data_count: Generated<number>;
  created_at: Timestamp;
  completed_at: Date | null;
}

export interface EntriesTable {
  session_id: string;
  number: string;
  entry_id: number;
  team: string;
  car: string;
  brand: string;
  category: string;
  nationality: string;
  tyre: string;
  drivers: JsonValue;
}

export interface LiveStandingsTable {
  session_id: string;
  number: string;
  entry_id: number;
  ranking: number;
  category_position: number;
  lap_count: Generated<number>;
  last_lap_ms: number | null;
  best_lap_ms: number | null;
  best_lap_number: number | null;
  gap_ms: Generated<number>;
  gap_text: Generated<string>;
  pitstops: Generated<number>;
  speed: number | null;
  current_sector: Generated<number>;
  car_state: Generated<string>;
  driver_id: number | null;
  position_change: Generated<number>;
  last_crossing_ms: number | null;
  best_sector1_ms: number | null;
  best_sector2_ms: number | null;
  best_sector3_ms: number | null;
}

export interface LapsTable {
  session_id: string;
  number: string;
  lap_number: number;
  timed: boolean;
  lap_time_ms: number | null;
  sector1_ms: number | null;
  sector2_ms: number | null;
  sector3_ms: number | null;
  driver_id: number | null;
  position: number | null;
  gap_ms: number | null;
  speed: number | null;
  pit_in: Generated<boolean>;
  pit_out: Generated<boolean>;
  driver_change: Generated<boolean>;
  race_time_ms: number;
}

export interface StintsTable {
  session_id: string;
  number: string;
  stint_number: number;
  driver_id: number | null;
  first_lap: number;
  last_lap: number;
  started_race_ms: number;
  ended_race_ms: number | null;
}

export interface PitStopsTable {
  session_id: string;
  number: string;
  stop_number: number;
  lap_number: number;
  entered_race_ms: number;
  exited_race_ms: number | null;
  duration_ms: number | null;
  driver_in_id: number | null;
  driver_out_id: number | null;
}

export interface SessionStatsTable {
  session_id: string;
  total_laps: Generated<number>;
  timed_laps: Generated<number>;
  lap_time_sum_ms: Generated<number>;
  fastest_lap_ms: number | null;
  fastest_lap_number: string | null;
  fastest_lap_lap: number | null;
  fastest_lap_driver_id: number | null;
  pit_stops: Generated<number>;
  driver_changes: Generated<number>;
  last_race_time_ms: Generated<number>;
}

export interface ReportEventsTable {
  /** global_position of the event it comes from: replaying an event cannot add the row twice. */
  event_position: number;
  session_id: string;
  event_type: string;
  number: string | null;
  lap_number: number | null;
  description: string;
  race_time_ms: number;
  occurred_at: Timestamp;
}

export interface CatalogueEntriesTable {
  /** The organiser's id, the same as `entries[].id` of the live document. */
  id: number;
  number: string;
  team_name: string;
  brand_name: string;
  car_name: string;
  category_label: string;
  category_id: number | null;
  category_color: string;
  tyres: string;
  engine: string;
  team_country: string;
  /** `{ id, firstname, lastname, country, driver_position }[]`, written as JSON text (an array). */
  drivers: JsonValue;
  updated_at: GeneratedTimestamp;
}

export interface CategoriesTable {
  id: number;
  name: string;
  label: string;
  color: string;
  /** Rank in the organiser's list: the site's picker order. */
  position: number;
  updated_at: GeneratedTimestamp;
}

export interface ProgramEventsTable {
  id: number;
  /** yyyy-MM-dd: the organiser's key for the day. */
  day: string;
  title: string;
  /** As the organiser wrote it (local time with its offset): the site reads it as local time. */
  start_datetime: string;
  end_datetime: string | null;
  /** start_datetime as an instant, for ordering. */
  starts_at: Timestamp;
  category: string;
  description: string;
  updated_at: GeneratedTimestamp;
}

export interface NewsTable {
  id: number;
  title: string;
  /** Sanitised HTML: sanitised once by the sync, before it is stored. */
  content: string;
  excerpt: string;
  category: string;
  type: string;
  urgent: Generated<boolean>;
  author: string | null;
  /** As the organiser wrote it. */
  published_at: string;
  /** published_at as an instant, for ordering. */
  published_ts: Timestamp;
  url: string | null;
  image_url: string | null;
  updated_at: GeneratedTimestamp;
}

export interface CatalogueDocumentsTable {
  name: string;
  content_sha256: string;
  synced_at: Timestamp;
  /** Null while the latest change of the document has not been announced on the bus. */
  announced_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type StreamStatus = 'inactive' | 'live' | 'replay';

export interface StreamsTable {
  id: Generated<number>;
  team_number: string;
  team_name: string;
  stream_title: string | null;
  stream_description: string | null;
  stream_url: string;
  is_active: Generated<boolean>;
  status: Generated<StreamStatus>;
  priority: Generated<number>;
  category: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  name: string;
  section: string;
  path: string;
  /** The browser's clock. */
  occurred_at: Timestamp;
  data: JsonObject | null;
  received_at: GeneratedTimestamp;
}

export type MessageStatus = 'new' | 'read' | 'replied';

export interface MessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  /** As the visitor typed it (trimmed): plain text, never rendered as HTML. */
  message: string;
  status: Generated<MessageStatus>;
  /** sha256 of the sender's address, never the address itself. */
  client_ip_hash: string | null;
  created_at: GeneratedTimestamp;
}

/** A logged-in administrator, known by the sha256 of the cookie's token. */
export interface AdminSessionsTable {
  token_hash: string;
  client_ip_hash: string | null;
  created_at: GeneratedTimestamp;
  expires_at: Date;
}

export type AdminAction =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'stream_created'
  | 'stream_updated'
  | 'stream_toggled'
  | 'stream_deleted'
  | 'message_status_changed'
  | 'message_deleted'
  | 'sync'
  | 'cache_flushed';

export interface AdminAuditTable {
  id: Generated<number>;
  action: AdminAction;
  /** What the action touched ("stream 12", "message 7"); null for login, sync... */
  target: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  client_ip_hash: string | null;
  created_at: GeneratedTimestamp;
}

export interface Database {
  events: EventsTable;
  checkpoints: CheckpointsTable;
  recordings: RecordingsTable;
  recording_snapshots: RecordingSnapshotsTable;
  sessions: SessionsTable;
  entries: EntriesTable;
  live_standings: LiveStandingsTable;
  laps: LapsTable;
  stints: StintsTable;
  pit_stops: PitStopsTable;
  session_stats: SessionStatsTable;
  report_events: ReportEventsTable;
  catalogue_entries: CatalogueEntriesTable;
  categories: CategoriesTable;
  program_events: ProgramEventsTable;
  news: NewsTable;
  catalogue_documents: CatalogueDocumentsTable;
  streams: StreamsTable;
  analytics_events: AnalyticsEventsTable;
  messages: MessagesTable;
  admin_sessions: AdminSessionsTable;
  admin_audit: AdminAuditTable;
}

export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type CheckpointRow = Selectable<CheckpointsTable>;
export type RecordingRow = Selectable<RecordingsTable>;
export type NewRecording = Insertable<RecordingsTable>;
export type RecordingSnapshotRow = Selectable<RecordingSnapshotsTable>;
export type NewRecordingSnapshot = Insertable<RecordingSnapshotsTable>;
