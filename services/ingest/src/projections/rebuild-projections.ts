import type { Db } from '@lemans/platform';
import { emptyChanges, emptyModel, projectEvents, readStream, streamIdOf } from '@lemans/projections';
import { writeChanges } from './write-changes.ts';

/**
 * Rebuilds every projection of a session from its events, in one transaction: the session's rows are
 * deleted (the projection tables and the state checkpoints cascade from `sessions`) and written again from
 * the same fold as live, which takes the same checkpoints on the way.
 */
export async function rebuildSessionProjections(db: Db, sessionId: string): Promise<number> {
  const events = await readStream(db, streamIdOf(sessionId));
  const model = emptyModel(sessionId);
  const changes = emptyChanges();
  projectEvents(model, events, changes);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sessions').where('id', '=', sessionId).execute();
    await writeChanges(trx, changes);
  });
  return events.length;
}

/** Sessions that have events, oldest first. */
export async function sessionsWithEvents(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('events')
    .select('stream_id')
    .where('stream_id', 'like', 'session-%')
    .groupBy('stream_id')
    .orderBy((eb) => eb.fn.min('global_position'))
    .execute();
  return rows.map((row) => row.stream_id.slice('session-'.length));
}
