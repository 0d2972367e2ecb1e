import type { DbOrTrx } from '@lemans/platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a stored recording has this id (any text: what is not a uuid names no recording). */
export async function recordingExists(db: DbOrTrx, recordingId: string): Promise<boolean> {
  if (!UUID.test(recordingId)) return false;
  const row = await db.selectFrom('recordings').select('id').where('id', '=', recordingId).executeTakeFirst();
  return row !== undefined;
}

export async function replayExists(db: DbOrTrx, replayId: string): Promise<boolean> {
  if (!UUID.test(replayId)) return false;
  const row = await db.selectFrom('replays').select('id').where('id', '=', replayId).executeTakeFirst();
  return row !== undefined;
}
