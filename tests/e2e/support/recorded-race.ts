import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import type { DatabaseSeed } from '../../support/database.ts';
import { readRecording2025 } from '../../support/live-seed.ts';

/** The id of the whole 2025 race, recorded beside the session the feed is playing. */
export const RECORDED_RACE = 'course-2025';

/**
 * The whole 2025 race run through ingest's own code, as a finished session with its full history (20,182
 * laps, its pit stops and events) with the results file published into it, as an import has it, for the
 * pages that read past sessions: the stack's database starts with it. A poll every 30 s of race time keeps it
 * quick; every lap is still recorded, since laps come from the recording.
 */
export const RECORDED_RACE_SEED: DatabaseSeed = {
  name: 'course_2025',
  write: async (db) => {
    await ingestRecording(db, await readRecording2025(), {
      sessionId: RECORDED_RACE,
      stepMs: 30_000,
      endsWithData: true,
    });
  },
};
