import type { Db } from '@lemans/platform';
import { importSessionName, type LapRecording } from '@lemans/race';
import { ingestRecording } from '../ingest/ingest-recording.ts';
import { linkRecordingToSession } from './stored-recording.ts';

/**
 * Runs an imported recording through the live ingest code into its own session, with its full history.
 * The organiser's session name of an Al Kamel file is only "Course": the session is named after the
 * recording instead, so that the sessions lists tell the imports apart. The session ends with the data.
 * Running it again resumes from the session's checkpoint, so an interrupted import finishes and a finished
 * one changes nothing. The link is written first, so that the admin list shows the session while it fills.
 */
export async function ingestImportedRecording(
  db: Db,
  recording: { id: string; data: LapRecording },
  sessionId: string,
  onProgress?: (raceTimeMs: number, durationMs: number) => void | Promise<void>,
) {
  await linkRecordingToSession(db, recording.id, sessionId);
  const { meta } = recording.data;
  const named = { ...recording.data, meta: { ...meta, sessionName: importSessionName(meta.name) } };
  return ingestRecording(db, named, { sessionId, onProgress, endsWithData: true });
}
