import { PLAYING_REPLAY_STATES } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { appendEvents, ingestCursorIdOf, streamIdOf } from '@lemans/projections';
import type { EventMetadata } from '@lemans/race';
import { replayPrefixOf } from '@lemans/recordings';

/** Whether anything of the session is stored: its row or its events. */
export async function sessionStored(db: DbOrTrx, sessionId: string): Promise<boolean> {
  const [session, event] = await Promise.all([
    db.selectFrom('sessions').select('id').where('id', '=', sessionId).executeTakeFirst(),
    db
      .selectFrom('events')
      .select('global_position')
      .where('stream_id', '=', streamIdOf(sessionId))
      .limit(1)
      .executeTakeFirst(),
  ]);
  return session !== undefined || event !== undefined;
}

/** Whether a replay is playing into the session: its runner would write it again as it goes. */
export async function sessionReplayRuns(db: DbOrTrx, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('replays')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('state', 'in', PLAYING_REPLAY_STATES)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Removes a session whole: its events, every projection row, its checkpoints, the ended replay that played
 * it, and the link of the recording it was imported into or recorded from (the recording stays).
 * Events otherwise only grow; this removes a whole stream at once, never part of one, so no projection can
 * be left built from a stream that lost some of its events.
 */
export async function deleteSessionWhole(db: DbOrTrx, sessionId: string): Promise<void> {
  await db.deleteFrom('events').where('stream_id', '=', streamIdOf(sessionId)).execute();
  await db.deleteFrom('cursors').where('id', '=', ingestCursorIdOf(sessionId)).execute();
  await db.deleteFrom('replays').where('session_id', '=', sessionId).execute();
  await db.deleteFrom('published_sessions').where('session_id', '=', sessionId).execute();
  await db.deleteFrom('race_event_sessions').where('session_id', '=', sessionId).execute();
  await db.updateTable('recordings').set({ session_id: null }).where('session_id', '=', sessionId).execute();
  // Entries, standings, laps, pit stops, stats, report events and state checkpoints go with the
  // session row (ON DELETE CASCADE, migrations/sql); naming them again here would miss the next table anyway.
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export type RenameOutcome = 'renamed' | 'unchanged' | 'running' | 'missing';

/**
 * Renames an ended session the way everything else about it is written: a SessionRenamed event appended
 * after the last one of its stream (a concurrent append collides and is refused), and the session row
 * updated as the fold of that event does (packages/projections), so that a rebuild gives the same name. A
 * session still running is refused: the ingest writing it would collide with the event.
 */
export async function renameSession(
  trx: DbOrTrx,
  sessionId: string,
  name: string,
  observedAt: Date,
): Promise<RenameOutcome> {
  const session = await trx
    .selectFrom('sessions')
    .select(['name', 'status'])
    .where('id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
  if (!session) return 'missing';
  if (session.status !== 'ended') return 'running';
  if (session.name === name) return 'unchanged';
  const streamId = streamIdOf(sessionId);
  const last = await trx
    .selectFrom('events')
    .select(['stream_position', 'metadata'])
    .where('stream_id', '=', streamId)
    .orderBy('stream_position', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) return 'missing';
  const { raceTimeMs, snapshotId } = last.metadata as unknown as EventMetadata;
  await appendEvents(trx, streamId, Number(last.stream_position), [
    {
      event: { type: 'SessionRenamed', data: { from: session.name, to: name } },
      metadata: { raceTimeMs, snapshotId, observedAt: observedAt.toISOString() },
    },
  ]);
  await trx.updateTable('sessions').set({ name }).where('id', '=', sessionId).execute();
  return 'renamed';
}

export type PublicationOutcome = 'changed' | 'unchanged' | 'not_replay' | 'missing';

/**
 * Publishes a replay session (listed on the public pages) or makes it private again. Only a replay of a
 * recording can be either: every other session is always listed (`listed-sessions.ts`).
 */
export async function setSessionPublished(
  trx: DbOrTrx,
  sessionId: string,
  published: boolean,
): Promise<PublicationOutcome> {
  const session = await trx
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) return 'missing';
  if (replayPrefixOf(sessionId) === undefined) return 'not_replay';
  const changed = published
    ? await trx
        .insertInto('published_sessions')
        .values({ session_id: sessionId })
        .onConflict((oc) => oc.column('session_id').doNothing())
        .executeTakeFirst()
    : await trx.deleteFrom('published_sessions').where('session_id', '=', sessionId).executeTakeFirst();
  const rows =
    'numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numDeletedRows;
  return rows !== undefined && rows > 0n ? 'changed' : 'unchanged';
}
