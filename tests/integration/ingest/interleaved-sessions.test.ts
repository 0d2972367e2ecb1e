import { DAY_MS } from '@lemans/contract/timing';
import type { Db } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { findDriverPerformance } from '../../../services/api/src/drivers/drivers-repository.ts';
import { findEntryPerformance } from '../../../services/api/src/performance/entry-performance-repository.ts';
import {
  listRaceEvents,
  resolveRaceEvent,
} from '../../../services/api/src/race-events/race-events-repository.ts';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import {
  rebuildSessionProjections,
  sessionsWithEvents,
} from '../../../services/ingest/src/projections/rebuild-projections.ts';
import { createTestDatabase } from '../../support/database.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';

/**
 * Whatever order the polls of a live session, an import and a replay interleave in (each session's own
 * snapshots always in race order, as ingest takes them), the pages read the same, and rebuilding every
 * projection from the events gives the same pages again: the pages depend on each session's events alone.
 */

const CHUNK_MS = 4 * 60_000;
const STEP_MS = 10_000;

interface Source {
  sessionId: string;
  recording: LapRecording;
  replay: boolean;
  endsWithData: boolean;
}

const live = tinyRecording();
/** Another race on another day, with the same cars and numbers: another event. */
const imported: LapRecording = {
  ...tinyRecording(),
  meta: { ...live.meta, eventName: 'Course importée', startTimeMs: live.meta.startTimeMs - 35 * DAY_MS },
};
const SOURCES: Source[] = [
  { sessionId: '4242', recording: live, replay: false, endsWithData: false },
  { sessionId: 'import-0000beef', recording: imported, replay: false, endsWithData: true },
  { sessionId: 'replay-0000cafe', recording: tinyRecording(), replay: true, endsWithData: false },
];
const chunksOf = (source: Source) => Math.ceil(source.recording.meta.durationMs / CHUNK_MS);

/** Ingests the sources chunk by chunk, taking the next chunk of the source each pick names. */
async function ingestInterleaved(db: Db, picks: number[]): Promise<void> {
  const done = SOURCES.map(() => 0);
  const order = [...picks, ...SOURCES.flatMap((source, index) => Array(chunksOf(source)).fill(index))];
  for (const index of order) {
    const source = SOURCES[index] as Source;
    const chunk = done[index] as number;
    if (chunk >= chunksOf(source)) continue;
    done[index] = chunk + 1;
    await ingestRecording(db, source.recording, {
      sessionId: source.sessionId,
      stepMs: STEP_MS,
      fromMs: chunk === 0 ? 0 : chunk * CHUNK_MS + STEP_MS,
      untilMs: (chunk + 1) * CHUNK_MS,
      replay: source.replay,
      endsWithData: source.endsWithData,
    });
  }
}

/** What the race pages answer: the events, and every car's and driver's page at each event. */
async function pages(db: Db) {
  const events = await listRaceEvents(db);
  const perEvent = [];
  for (const summary of events) {
    const event = await resolveRaceEvent(db, summary.id);
    const cars = [];
    for (const id of [1, 2, 3]) cars.push(await findEntryPerformance(db, event, id));
    const drivers = [];
    for (const id of [1, 2, 3, 4, 5, 6]) drivers.push(await findDriverPerformance(db, event, id));
    perEvent.push({ event, cars, drivers });
  }
  const { rows: standings } = await sql`
    SELECT * FROM live_standings ORDER BY session_id, number
  `.execute(db);
  return { events, perEvent, standings };
}

describe('sessions ingested in any interleaving', () => {
  it('give the same pages, and the same again once every projection is rebuilt from the events', async () => {
    let reference: Awaited<ReturnType<typeof pages>> | undefined;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: SOURCES.length - 1 }), { maxLength: 20 }),
        async (picks) => {
          const database = await createTestDatabase();
          try {
            await ingestInterleaved(database.db, picks);
            const projected = await pages(database.db);
            reference ??= projected;
            expect(projected).toEqual(reference);
            for (const sessionId of await sessionsWithEvents(database.db)) {
              await rebuildSessionProjections(database.db, sessionId);
            }
            expect(await pages(database.db)).toEqual(projected);
          } finally {
            await database.drop();
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 240_000);
});
