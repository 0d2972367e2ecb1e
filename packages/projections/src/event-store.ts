import type { DbOrTrx, JsonObject } from '@lemans/platform';
import { type PendingEvent, type StoredEvent, storedEventOf } from './stored-event.ts';

/**
 * Append-only access to the `events` table. Appends carry the position the writer expects the stream to be
 * at: a concurrent or repeated append collides on (stream_id, stream_position) and is refused, never doubled.
 */

export class StreamConflictError extends Error {
  constructor(streamId: string, expected: number) {
    super(`Le flux ${streamId} n'est plus à la position ${expected} : écriture concurrente refusée`);
    this.name = 'StreamConflictError';
  }
}

/** Appends events after `expectedPosition`; returns them with their positions. */
export async function appendEvents(
  trx: DbOrTrx,
  streamId: string,
  expectedPosition: number,
  pending: readonly PendingEvent[],
): Promise<StoredEvent[]> {
  if (pending.length === 0) return [];
  try {
    const rows = await trx
      .insertInto('events')
      .values(
        pending.map(({ event, metadata }, i) => ({
          stream_id: streamId,
          stream_position: expectedPosition + i + 1,
          type: event.type,
          data: event.data as unknown as JsonObject,
          metadata: metadata as unknown as JsonObject,
        })),
      )
      .returning(['global_position', 'stream_position'])
      .execute();
    return rows.map((row, i) => ({
      ...(pending[i] as PendingEvent),
      globalPosition: row.global_position,
      streamPosition: row.stream_position,
    }));
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new StreamConflictError(streamId, expectedPosition);
    throw error;
  }
}

/** Every event of a stream, in order. */
export async function readStream(db: DbOrTrx, streamId: string): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select(['global_position', 'stream_position', 'type', 'data', 'metadata'])
    .where('stream_id', '=', streamId)
    .orderBy('stream_position')
    .execute();
  return rows.map(storedEventOf);
}
