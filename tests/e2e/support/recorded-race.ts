import type { Db } from '@lemans/platform';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { readRecording2025 } from '../../support/live-seed.ts';

/** The id of the whole 2025 race, recorded beside the session the feed is playing. */
export const RECORDED_RACE = 'course-2025';

/**
 * Runs the whole 2025 race through ingest's own code into the stack's database, as a finished session with
 * its full history (20,182 laps, its pit stops and events), for the pages that read past sessions. A poll
 * every 30 s of race time keeps it quick; every lap is still recorded, since laps come from the recording.
 */
export async function seedRecordedRace(db: Db): Promise<string> {
  await ingestRecording(db, await readRecording2025(), { sessionId: RECORDED_RACE, stepMs: 30_000 });
  return RECORDED_RACE;
}
