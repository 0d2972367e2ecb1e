import type { Db } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import { ingestRecording } from '../ingest/ingest-recording.ts';
import { linkRecordingToSession } from './stored-recording.ts';

/**
 * Runs an imported recording through the live ingest code into its own session, with its full history.
 * The organiser's session name of an Al Kamel file is only "Course": the session takes the recording's
 * name instead, so that the reports list tells the imports apart. Running it again resumes from the
 * session's checkpoint, so an interrupted import finishes and a finished one changes nothing. The link is
 * written first, so that the admin list shows the session while it fills.
 */
export async function ingestImportedRecording(
  db: Db,
  recording: { id: string; data: LapRecording },
  sessionId: string,
  onProgress?: (raceTimeMs: number, durationMs: number) => void | Promise<void>,
) {
  await linkRecordingToSession(db, recording.id, sessionId);
  const { meta } = recording.data;
  const named = { ...recording.data, meta: { ...meta, sessionName: meta.name } };
  return ingestRecording(db, named, { sessionId, onProgress });
}
