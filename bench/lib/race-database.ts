import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { migrateToLatest } from '@lemans/migrations';
import { createDb } from '@lemans/platform';
import { ingestRecording } from '../../services/ingest/src/ingest/ingest-recording.ts';
import { readRecording2025 } from '../../tests/support/live-seed.ts';

const ENTRIES = fileURLToPath(new URL('../../services/feed/catalogue/entries.json', import.meta.url));

export interface SeededRace {
  sessionId: string;
  /** The catalogue's entries (the ids of the team and car pages) with their crews (the driver pages). */
  entries: { id: number; drivers: { id: number }[] }[];
  laps: number;
}

/**
 * Migrates the database at `databaseUrl` and fills it as the site holds the race once it is over: the
 * catalogue's entry list (what a sync stores) and the whole 2025 race ingested through the live path.
 */
export async function seedRace2025(databaseUrl: string): Promise<SeededRace> {
  await migrateToLatest(databaseUrl);
  const db = createDb(databaseUrl, { max: 2 });
  try {
    const entries = JSON.parse(await readFile(ENTRIES, 'utf8')) as SeededRace['entries'];
    await db
      .insertInto('catalogue_entries')
      .values(entries.map((entry) => ({ ...entry, drivers: JSON.stringify(entry.drivers) })) as never)
      .execute();
    const { sessionId } = await ingestRecording(db, await readRecording2025());
    const { count } = await db
      .selectFrom('laps')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    return { sessionId, entries, laps: Number(count) };
  } finally {
    await db.destroy();
  }
}
