import { createHash } from 'node:crypto';
import type { DbOrTrx } from '@lemans/platform';
import { encodeRecording, type LapRecording, summarise } from '@lemans/race';

/**
 * Stores a lap recording once: the same content imported again is found by its hash and keeps its id,
 * so an import can be re-run safely.
 */
export async function saveLapRecording(
  db: DbOrTrx,
  recording: LapRecording,
): Promise<{ id: string; created: boolean }> {
  const data = encodeRecording(recording);
  const contentSha256 = createHash('sha256').update(JSON.stringify(recording)).digest('hex');
  const summary = summarise(recording);
  const inserted = await db
    .insertInto('recordings')
    .values({
      name: recording.meta.name,
      event_name: recording.meta.eventName,
      kind: 'laps',
      format: recording.format,
      source: { ...recording.meta.source },
      cars: summary.cars,
      laps: summary.laps,
      drivers: summary.drivers,
      duration_ms: summary.durationMs,
      size_bytes: data.length,
      content_sha256: contentSha256,
      data,
    })
    .onConflict((conflict) => conflict.column('content_sha256').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('recordings')
    .select('id')
    .where('content_sha256', '=', contentSha256)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** Every stored recording without its body, newest first, with the session it came from or went into. */
export function listRecordings(db: DbOrTrx) {
  return db
    .selectFrom('recordings')
    .select([
      'id',
      'name',
      'event_name',
      'kind',
      'duration_ms',
      'cars',
      'laps',
      'drivers',
      'size_bytes',
      'created_at',
      'session_id',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Renames a recording; false when there is none of that id. The sessions imported from it keep their name. */
export async function renameRecording(db: DbOrTrx, recordingId: string, name: string): Promise<boolean> {
  const renamed = await db
    .updateTable('recordings')
    .set({ name })
    .where('id', '=', recordingId)
    .executeTakeFirst();
  return renamed.numUpdatedRows > 0n;
}

/**
 * Deletes a recording with its stored body (laps, or its snapshots by cascade) and the history of its ended
 * replays, which name it; false when there is none of that id. The caller checks first that no replay of
 * it runs: their sessions, and those it was imported into, stay.
 */
export async function deleteRecording(db: DbOrTrx, recordingId: string): Promise<boolean> {
  await db.deleteFrom('replays').where('recording_id', '=', recordingId).execute();
  const deleted = await db.deleteFrom('recordings').where('id', '=', recordingId).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
