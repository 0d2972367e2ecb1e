import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { LiveFrame } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import {
  type LapRecording,
  liveFrameOf,
  NO_CAR_TIMING,
  type ParsedSnapshot,
  parseSnapshot,
  readRecordingFile,
  sessionTypeOf,
  snapshotAt,
} from '@lemans/race';
import { assignSessionToEvent } from '@lemans/race-events';

export const RECORDING_2025 = fileURLToPath(
  new URL('../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);

export function readRecording2025(): Promise<LapRecording> {
  return readRecordingFile(RECORDING_2025);
}

/** The organiser snapshot of the recording at a race time, parsed as ingest parses it. */
export function feedSnapshotAt(recording: LapRecording, raceTimeMs: number): ParsedSnapshot {
  return parseSnapshot(snapshotAt(recording, raceTimeMs));
}

/**
 * The live frame ingest would publish for that snapshot as the first of a session: each car's timing is
 * what its registration gives (its lap figures, no places gained), its last line crossing as the document says.
 */
export function liveFrameAt(
  recording: LapRecording,
  raceTimeMs: number,
  sessionId: string,
  observedAt = new Date(),
): LiveFrame {
  const snapshot = feedSnapshotAt(recording, raceTimeMs);
  const timing = new Map(
    snapshot.entries.map((entry) => [
      entry.number,
      { ...NO_CAR_TIMING, ...entry.figures, last_crossing_time: entry.lastPassingMs },
    ]),
  );
  return liveFrameOf(snapshot, sessionId, 'active', observedAt, new Map(), timing);
}

export interface SeedSessionOptions {
  createdAt?: Date;
  active?: boolean;
  status?: 'active' | 'ended';
}

/**
 * Writes the projections ingest keeps for a session at the moment of a snapshot (sessions, session_stats,
 * entries, live_standings), with plain inserts: what the API reads when Redis holds nothing.
 */
export async function seedSession(
  db: DbOrTrx,
  sessionId: string,
  snapshot: ParsedSnapshot,
  { createdAt = new Date(), active = true, status = 'active' }: SeedSessionOptions = {},
): Promise<void> {
  const { session, weather, entries } = snapshot;
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      organiser_session_id: session.organiserId,
      name: session.name,
      session_type: sessionTypeOf(session.type),
      event_name: session.eventName,
      is_replay: session.replay,
      active,
      status,
      race_state: snapshot.raceState,
      start_time: session.startTimeMs === null ? null : new Date(session.startTimeMs),
      duration_s: session.durationS,
      weather: { ...weather },
      data_count: entries.reduce((laps, entry) => laps + entry.lap, 0),
      created_at: createdAt,
    })
    .execute();
  await db
    .insertInto('session_stats')
    .values({ session_id: sessionId, last_race_time_ms: snapshot.elapsedMs })
    .execute();
  await assignSessionToEvent(db, {
    id: sessionId,
    eventName: session.eventName,
    startMs: session.startTimeMs ?? createdAt.getTime(),
    durationS: session.durationS,
    imported: sessionId.startsWith('import-'),
    replay: session.replay,
  });
  if (entries.length === 0) return;
  await db
    .insertInto('entries')
    .values(
      entries.map((entry) => ({
        session_id: sessionId,
        number: entry.number,
        entry_id: entry.entryId,
        team: entry.team,
        car: entry.car,
        brand: entry.brand,
        category: entry.category,
        subclass: entry.subclass,
        nationality: entry.nationality,
        tyre: entry.tyre,
        // A top-level array must reach jsonb as JSON text: node-postgres would send a Postgres array.
        drivers: JSON.stringify(entry.drivers),
      })),
    )
    .execute();
  await db
    .insertInto('live_standings')
    .values(
      entries.map((entry) => ({
        session_id: sessionId,
        number: entry.number,
        entry_id: entry.entryId,
        ranking: entry.ranking,
        category_position: entry.categoryPosition,
        lap_count: entry.lap,
        last_lap_ms: entry.lastLapMs,
        best_lap_ms: entry.bestLapMs,
        gap_ms: entry.gapMs,
        gap_text: entry.gapText,
        pit_stops: entry.pitStops,
        ...entry.figures,
        current_sector: entry.sector,
        car_state: entry.state,
        driver_id: entry.driverId,
        last_crossing_ms: entry.lastPassingMs,
      })),
    )
    .execute();
}

const CATALOGUE_ENTRIES = fileURLToPath(
  new URL('../../services/feed/catalogue/entries.json', import.meta.url),
);

/** Stores the organiser's 2025 entry list as a catalogue sync would: the current event's entries. */
export async function seedCatalogueEntries(db: DbOrTrx): Promise<void> {
  const entries = JSON.parse(await readFile(CATALOGUE_ENTRIES, 'utf8')) as { drivers: unknown }[];
  await db
    .insertInto('catalogue_entries')
    .values(entries.map((entry) => ({ ...entry, drivers: JSON.stringify(entry.drivers) })) as never)
    .execute();
}
