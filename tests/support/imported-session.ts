import { importAlkamelFiles } from '@lemans/alkamel';
import { importSessionIdOf } from '@lemans/bus/recordings-queue';
import type { Db } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import { ingestImportedRecording } from '../../services/ingest/src/recordings/ingest-imported-recording.ts';
import { sharedDataPath } from './shared-data.ts';

/** The 6 Hours of Spa 2025's Analysis file in the shared data, and the event its import makes. */
export const SPA_2025_CSV = 'alkamel/wec-2025-spa-6h-analysis.csv';
export const SPA_2025_EVENT = '6 Heures de Spa-Francorchamps 2025';

/**
 * A lap recording imported as the admin upload imports it: stored, then ingested whole as a finished
 * session of its own. Gives the session's id.
 */
export async function importWhole(db: Db, recording: LapRecording): Promise<string> {
  const { id } = await saveLapRecording(db, recording);
  const { sessionId } = await ingestImportedRecording(db, { id, data: recording }, importSessionIdOf(id));
  return sessionId;
}

/**
 * The 6 Hours of Spa 2025 imported whole, as the admin import does with its date (the file has none), under
 * its own name or the one an admin gave it, on its own day or another an operator gave.
 */
export async function importSpa2025(
  db: Db,
  eventName = SPA_2025_EVENT,
  startDate = '2025-05-10',
): Promise<string> {
  const recording = await importAlkamelFiles({
    analysisPath: sharedDataPath(SPA_2025_CSV),
    startDate,
    eventName,
  });
  return importWhole(db, recording);
}
