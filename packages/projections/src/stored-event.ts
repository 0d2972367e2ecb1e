import type { EventRow } from '@lemans/platform';
import { type DomainEvent, type EventMetadata, upcastEvent } from '@lemans/race';

/** An event as a writer hands it to the event store. */
export interface PendingEvent {
  event: DomainEvent;
  metadata: EventMetadata;
}

/** An event as the event store holds it, with its place in the global order and in its stream. */
export interface StoredEvent extends PendingEvent {
  globalPosition: number;
  streamPosition: number;
}

export const streamIdOf = (sessionId: string) => `session-${sessionId}`;

/** The row of `checkpoints` where ingest keeps how far it has applied a session's documents. */
export const ingestCursorIdOf = (sessionId: string) => `ingest:${streamIdOf(sessionId)}`;

/** An event as read back from its row, in today's shape: the event store wrote it from a PendingEvent. */
export function storedEventOf(
  row: Pick<EventRow, 'global_position' | 'stream_position' | 'type' | 'data' | 'metadata'>,
): StoredEvent {
  return {
    event: upcastEvent(row.type, row.data),
    metadata: row.metadata as unknown as EventMetadata,
    globalPosition: row.global_position,
    streamPosition: row.stream_position,
  };
}
