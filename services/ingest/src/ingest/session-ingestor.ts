import type { LiveRow } from '@lemans/contract';
import type { Db, DbOrTrx, JsonObject } from '@lemans/platform';
import {
  appendEvents,
  carTimingOf,
  emptyChanges,
  emptyModel,
  ingestCursorIdOf,
  liveRowOfCar,
  type PendingEvent,
  type ProjectionModel,
  projectEvent,
  projectEvents,
  readStream,
  type StoredEvent,
  StreamConflictError,
  streamIdOf,
} from '@lemans/projections';
import {
  type CarTiming,
  diff,
  type EventMetadata,
  evolve,
  initialSessionState,
  type OfficialResultsPublished,
  type ParsedSnapshot,
  type SessionState,
} from '@lemans/race';
import { assignSessionToEvent } from '@lemans/race-events';
import { sql } from 'kysely';
import { writeChanges } from '../projections/write-changes.ts';
import { startingSessionOf } from './starting-session.ts';

export interface ObservedSnapshot {
  snapshot: ParsedSnapshot;
  /** Identifies the document (its ETag or hash): the same id at the same race time is the same snapshot. */
  snapshotId: string;
  observedAt: Date;
}

export interface IngestCursor {
  raceTimeMs: number;
  snapshotId: string;
}

/** Where a document stands against the cursor: behind it, the cursor's own document, or new. */
export type SnapshotStanding = 'stale' | 'repeated' | 'new';

export function standingOf(
  cursor: IngestCursor | null,
  snapshot: ParsedSnapshot,
  snapshotId: string,
): SnapshotStanding {
  if (!cursor) return 'new';
  if (snapshotId === cursor.snapshotId) return 'repeated';
  return snapshot.elapsedMs < cursor.raceTimeMs ? 'stale' : 'new';
}

/**
 * Ingests the snapshots of one session: diff against what the session knows, then one transaction that
 * appends the events at the expected stream position, updates the projections (with the state checkpoints
 * of the race-time boundaries the events pass) and moves the cursor.
 * A snapshot older than the cursor, or the same one again, changes nothing. After a failed transaction
 * the in-memory state may be ahead of the database: the ingestor must then be dropped and loaded again.
 */
export class SessionIngestor {
  readonly #state: SessionState;
  readonly #model: ProjectionModel;
  #position: number;
  #committed: IngestCursor | null;
  readonly #circuitId: string | null | undefined;

  private constructor(
    readonly sessionId: string,
    state: SessionState,
    model: ProjectionModel,
    position: number,
    committed: IngestCursor | null,
    circuitId: string | null | undefined,
  ) {
    this.#state = state;
    this.#model = model;
    this.#position = position;
    this.#committed = committed;
    this.#circuitId = circuitId;
  }

  /**
   * Rebuilds the session's state and projection rows from its events. `circuitId` is the circuit an import's
   * laps were recognised as, for the event its session goes to (see StartingSession).
   */
  static async load(
    db: Db,
    sessionId: string,
    { circuitId }: { circuitId?: string | null } = {},
  ): Promise<SessionIngestor> {
    const stored = await readStream(db, streamIdOf(sessionId));
    const state = initialSessionState();
    const model = emptyModel(sessionId);
    const scratch = emptyChanges();
    for (const event of stored) {
      evolve(state, event.event, event.metadata);
      projectEvent(model, event, scratch);
    }
    const row = await db
      .selectFrom('cursors')
      .select('value')
      .where('id', '=', ingestCursorIdOf(sessionId))
      .executeTakeFirst();
    const cursor = (row?.value as IngestCursor | undefined) ?? null;
    const position = stored.at(-1)?.streamPosition ?? 0;
    return new SessionIngestor(sessionId, state, model, position, cursor, circuitId);
  }

  get streamPosition(): number {
    return this.#position;
  }

  /** The last document applied: what the projections show. */
  get cursor(): IngestCursor | null {
    return this.#committed;
  }

  /** How a document stands against what the session has committed; only a new one changes anything. */
  standingOf(snapshot: ParsedSnapshot, snapshotId: string): SnapshotStanding {
    return standingOf(this.#committed, snapshot, snapshotId);
  }

  /** Each car's gap to the leader at its last crossing of the line: what the projections show. */
  get lineGaps(): SessionState['lineGaps'] {
    return this.#state.lineGaps;
  }

  /** Each car's timing as the projections show it (intervals, sectors, pit and hour positions), by number. */
  timing(): Map<string, CarTiming> {
    return new Map([...this.#model.cars].map(([number, car]) => [number, carTimingOf(car.standing)]));
  }

  /** The number of every car the session has registered. */
  knownCars(): Iterable<string> {
    return this.#model.cars.keys();
  }

  /** A car's live row as the projections show it, for a car the document leaves out. */
  lastKnownRow(number: string): LiveRow | undefined {
    const car = this.#model.cars.get(number);
    return car && liveRowOfCar(car);
  }

  /** Whether the session has ended for good (nothing more can change). */
  get status(): SessionState['status'] {
    return this.#state.status;
  }

  /**
   * Applies snapshots in one transaction; returns the events stored (none for stale or repeated ones).
   * `afterAppend` runs last in that transaction, only when something new was applied.
   */
  async apply(
    db: Db,
    observed: readonly ObservedSnapshot[],
    afterAppend?: (trx: DbOrTrx) => Promise<void>,
  ): Promise<StoredEvent[]> {
    const pending: PendingEvent[] = [];
    let cursor = this.#committed;
    for (const { snapshot, snapshotId, observedAt } of observed) {
      if (standingOf(cursor, snapshot, snapshotId) !== 'new') continue;
      const metadata: EventMetadata = {
        raceTimeMs: snapshot.elapsedMs,
        snapshotId,
        observedAt: observedAt.toISOString(),
      };
      // The cursor is the snapshot applied before this one: how long ago it was bounds what polls can time.
      for (const event of diff(this.#state, snapshot, cursor?.raceTimeMs ?? null)) {
        evolve(this.#state, event, metadata);
        pending.push({ event, metadata });
      }
      cursor = { raceTimeMs: snapshot.elapsedMs, snapshotId };
    }
    if (!cursor || cursor === this.#committed) return [];
    return this.#commit(db, pending, cursor, afterAppend);
  }

  /**
   * Ends the session where it stands, as an operator's stop does (a replay stopped before its end): an
   * event like any other, appended and projected the same way, so that projections rebuilt from the events
   * agree with the live ones. Nothing when the session has already ended or never started.
   */
  async end(db: Db, observedAt: Date): Promise<StoredEvent[]> {
    if (!this.#state.started || this.#state.status !== 'active' || !this.#committed) return [];
    const metadata: EventMetadata = {
      raceTimeMs: this.#committed.raceTimeMs,
      snapshotId: this.#committed.snapshotId,
      observedAt: observedAt.toISOString(),
    };
    const event = { type: 'SessionStatusChanged', data: { from: 'active', to: 'ended' } } as const;
    evolve(this.#state, event, metadata);
    return this.#commit(db, [{ event, metadata }], this.#committed);
  }

  /**
   * Publishes the race's results file into the session, once: an import whose recording carries the
   * official classification. Nothing when the session has not started or already has them.
   */
  async publishResults(
    db: Db,
    results: OfficialResultsPublished['data']['results'],
    observedAt: Date,
  ): Promise<StoredEvent[]> {
    if (!this.#state.started || this.#state.resultsPublished || !this.#committed || results.length === 0)
      return [];
    const metadata: EventMetadata = {
      raceTimeMs: this.#committed.raceTimeMs,
      snapshotId: this.#committed.snapshotId,
      observedAt: observedAt.toISOString(),
    };
    const event = { type: 'OfficialResultsPublished', data: { results } } as const;
    evolve(this.#state, event, metadata);
    return this.#commit(db, [{ event, metadata }], this.#committed);
  }

  /**
   * One transaction: the events at the expected stream position, their projections, the session's event
   * when it starts, the cursor.
   */
  async #commit(
    db: Db,
    pending: PendingEvent[],
    cursor: IngestCursor,
    afterAppend?: (trx: DbOrTrx) => Promise<void>,
  ): Promise<StoredEvent[]> {
    const streamId = streamIdOf(this.sessionId);
    const stored = await db.transaction().execute(async (trx) => {
      const appended = await appendEvents(trx, streamId, this.#position, pending);
      const changes = emptyChanges();
      projectEvents(this.#model, appended, changes);
      await writeChanges(trx, changes);
      for (const event of appended) {
        const starting = startingSessionOf(this.sessionId, event, this.#circuitId);
        if (starting) await assignSessionToEvent(trx, starting);
      }
      const position = this.#position + appended.length;
      await this.#moveCursor(trx, position, cursor);
      await afterAppend?.(trx);
      return appended;
    });
    this.#position += stored.length;
    this.#committed = cursor;
    return stored;
  }

  /**
   * Moves the cursor from the one this ingestor holds, and only from it: a document that brings no
   * event appends nothing, so the stream position alone would not stop a writer whose memory is behind
   * (another ingest process polling the same session) from putting the cursor back in time.
   */
  async #moveCursor(trx: DbOrTrx, position: number, cursor: IngestCursor): Promise<void> {
    const value = cursor as unknown as JsonObject;
    const moved = await trx
      .insertInto('cursors')
      .values({ id: ingestCursorIdOf(this.sessionId), position, value })
      .onConflict((conflict) =>
        this.#committed
          ? conflict
              .column('id')
              .doUpdateSet({ position, value, updated_at: new Date() })
              .where('cursors.value', '=', sql<JsonObject>`${JSON.stringify(this.#committed)}::jsonb`)
          : conflict.column('id').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!moved) throw new StreamConflictError(streamIdOf(this.sessionId), this.#position);
  }
}
