import type { Db } from '@lemans/platform';
import { readStream, streamIdOf } from '../events/event-store.ts';
import { projectEvent } from './project-event.ts';
import { emptyChanges, emptyModel } from './projection-model.ts';
import { writeChanges } from './write-changes.ts';

/**
 * Rebuilds every projection of a session from its events, in one transaction: the session's rows are
 * deleted (the projection tables cascade from `sessions`) and written again from the same fold as live.
 */
export async function rebuildSessionProjections(db: Db, sessionId: string): Promise<number> {
  const events = await readStream(db, streamIdOf(sessionId));
  const model = emptyModel(sessionId);
  const changes = emptyChanges();
  for (const event of events) projectEvent(model, event, changes);
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
