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

export interface Database {
  events: EventsTable;
  checkpoints: CheckpointsTable;
  recordings: RecordingsTable;
  recording_snapshots: RecordingSnapshotsTable;
}

export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type CheckpointRow = Selectable<CheckpointsTable>;
export type RecordingRow = Selectable<RecordingsTable>;
export type NewRecording = Insertable<RecordingsTable>;
export type RecordingSnapshotRow = Selectable<RecordingSnapshotsTable>;
export type NewRecordingSnapshot = Insertable<RecordingSnapshotsTable>;
