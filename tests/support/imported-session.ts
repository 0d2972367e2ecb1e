import { importSessionIdOf } from '@lemans/bus/recordings-queue';
import type { Db } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import { ingestImportedRecording } from '../../services/ingest/src/recordings/ingest-imported-recording.ts';

/**
 * A lap recording imported as the admin upload imports it: stored, then ingested whole as a finished
 * session of its own. Gives the session's id.
 */
export async function importWhole(db: Db, recording: LapRecording): Promise<string> {
  const { id } = await saveLapRecording(db, recording);
  const { sessionId } = await ingestImportedRecording(db, { id, data: recording }, importSessionIdOf(id));
  return sessionId;
}
