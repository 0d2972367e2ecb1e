import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { importAlkamelFiles } from '@lemans/alkamel';
import { importSessionIdOf } from '@lemans/bus/recordings-queue';
import { migrateToLatest } from '@lemans/migrations';
import { createDb, type Db } from '@lemans/platform';
import { saveLapRecording } from '@lemans/recordings';
import { sql } from 'kysely';
import { ingestRecording } from '../../services/ingest/src/ingest/ingest-recording.ts';
import { ingestImportedRecording } from '../../services/ingest/src/recordings/ingest-imported-recording.ts';
import { readRecording2025 } from '../../tests/support/live-seed.ts';
import { sharedDataPath } from '../../tests/support/shared-data.ts';

const ENTRIES = fileURLToPath(new URL('../../services/feed/catalogue/entries.json', import.meta.url));
const SPA_ANALYSIS = sharedDataPath('alkamel/wec-2025-spa-6h-analysis.csv');

export interface SeededRace {
  sessionId: string;
  /** The entries of its pages (the ids of the team and car pages) with their crews (the driver pages). */
  entries: { id: number; drivers: { id: number }[] }[];
  laps: number;
}

/** A race event of the database, as its race pages address it. */
export interface SeededEvent extends SeededRace {
  /** The `?event=` of its pages. */
  id: string;
  name: string;
}

export interface SeededEvents {
  events: SeededEvent[];
  /** The data file of an event that is not on this machine (that event is left out), else undefined. */
  missing: string | undefined;
}

/**
 * Migrates the database at `databaseUrl` and fills it as the site holds the race once it is over: the
 * catalogue's entry list (what a sync stores) and the whole 2025 race ingested through the live path.
 */
export async function seedRace2025(databaseUrl: string): Promise<SeededRace> {
  await migrateToLatest(databaseUrl);
  const db = createDb(databaseUrl, { max: 2 });
  try {
    return await seedLeMans(db);
  } finally {
    await db.destroy();
  }
}

/**
 * The 2025 race as `seedRace2025` leaves it, and a season's other event beside it: the 6 Hours of Spa 2025
 * imported from its Al Kamel Analysis CSV (the admin upload's path), with the same teams, numbers and
 * drivers under the ids of its own timing. Le Mans stays the current event (the later day, the catalogue's).
 * Without the shared data, Le Mans alone, and `missing` says so. The tables are analysed once filled.
 */
export async function seedRaceEvents(databaseUrl: string): Promise<SeededEvents> {
  await migrateToLatest(databaseUrl);
  const db = createDb(databaseUrl, { max: 2 });
  try {
    const leMans = await seedLeMans(db);
    const events = [await asEvent(db, leMans)];
    const missing = existsSync(SPA_ANALYSIS) ? undefined : SPA_ANALYSIS;
    if (!missing) events.push(await asEvent(db, await seedSpa(db)));
    // The planner statistics a site's autovacuum keeps: without them (a server with autovacuum off) the
    // planner guesses every table's size, and its plans are not the ones the site runs.
    await sql`ANALYZE`.execute(db);
    return { events, missing };
  } finally {
    await db.destroy();
  }
}

async function seedLeMans(db: Db): Promise<SeededRace> {
  const entries = JSON.parse(await readFile(ENTRIES, 'utf8')) as SeededRace['entries'];
  await db
    .insertInto('catalogue_entries')
    .values(entries.map((entry) => ({ ...entry, drivers: JSON.stringify(entry.drivers) })) as never)
    .execute();
  const { sessionId } = await ingestRecording(db, await readRecording2025());
  return { sessionId, entries, laps: await lapCount(db, sessionId) };
}

/** Spa is not the current event: its pages list the cars and crews its timing gave, under its ids. */
async function seedSpa(db: Db): Promise<SeededRace> {
  const recording = await importAlkamelFiles({
    analysisPath: SPA_ANALYSIS,
    startDate: '2025-05-10',
    eventName: '6 Heures de Spa-Francorchamps 2025',
  });
  const { id } = await saveLapRecording(db, recording);
  const { sessionId } = await ingestImportedRecording(db, { id, data: recording }, importSessionIdOf(id));
  const rows = await db
    .selectFrom('entries')
    .select(['entry_id', 'drivers'])
    .where('session_id', '=', sessionId)
    .orderBy('entry_id')
    .execute();
  const entries = rows.map((row) => ({
    id: row.entry_id,
    drivers: (row.drivers as { driverId: number }[]).map((driver) => ({ id: driver.driverId })),
  }));
  return { sessionId, entries, laps: await lapCount(db, sessionId) };
}

async function lapCount(db: Db, sessionId: string): Promise<number> {
  const { count } = await db
    .selectFrom('laps')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function asEvent(db: Db, race: SeededRace): Promise<SeededEvent> {
  const { rows } = await sql<{ id: string; name: string }>`
    SELECT e.id, e.name
    FROM session_race_events AS sre
    JOIN race_events AS e ON e.id = sre.race_event_id
    WHERE sre.session_id = ${race.sessionId}
  `.execute(db);
  const [event] = rows;
  if (!event) throw new Error(`Aucune épreuve pour la session ${race.sessionId}`);
  return { ...race, ...event };
}
