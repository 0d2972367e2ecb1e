import type { Db } from '@lemans/platform';
import {
  emptyChanges,
  emptyModel,
  PROJECTION_VERSION,
  projectEvents,
  readStream,
  streamIdOf,
} from '@lemans/projections';
import { writeChanges } from './write-changes.ts';

/**
 * Takes again from the events the state checkpoints of every session holding some of another projection
 * version (an older fold's, or stored before checkpoints had versions), which time travel does not read:
 * the same fold as live takes the same checkpoints, in this version. Session by session, each in one
 * transaction; a checkpoint live ingest writes meanwhile is of this version already. Stops between two
 * sessions when `signal` aborts: what is left is taken up on the next start. Returns the sessions rebuilt.
 */
export async function rebuildStaleCheckpoints(db: Db, signal?: AbortSignal): Promise<number> {
  const stale = await db
    .selectFrom('session_state_checkpoints')
    .select('session_id')
    .distinct()
    .where('projection_version', '<>', PROJECTION_VERSION)
    .execute();
  let rebuilt = 0;
  for (const { session_id: sessionId } of stale) {
    if (signal?.aborted) break;
    const events = await readStream(db, streamIdOf(sessionId));
    const changes = emptyChanges();
    projectEvents(emptyModel(sessionId), events, changes);
    await db.transaction().execute(async (trx) => {
      await writeChanges(trx, { ...emptyChanges(), checkpoints: changes.checkpoints });
      // A boundary the older fold took and this one does not: its state would never be replaced.
      await trx
        .deleteFrom('session_state_checkpoints')
        .where('session_id', '=', sessionId)
        .where('projection_version', '<>', PROJECTION_VERSION)
        .execute();
    });
    rebuilt += 1;
  }
  return rebuilt;
}
