import { createHash } from 'node:crypto';
import type { DbOrTrx, Logger } from '@lemans/platform';
import type { ParsedSnapshot } from '@lemans/race';
import {
  appendSnapshotRow,
  createSnapshotRecording,
  type EncoderState,
  encoderStateAfter,
  encodeSnapshot,
  findSnapshotRecordingTail,
  type Json,
  KEYFRAME_INTERVAL,
  type SnapshotRecordingSummary,
} from '@lemans/recordings';
import { sql } from 'kysely';

/** A document the poller has just applied, in the transaction that applied it. */
export interface PolledDocument {
  sessionId: string;
  snapshot: ParsedSnapshot;
  /** The organiser's document as polled (parsed JSON). */
  document: unknown;
  observedAt: Date;
}

/** What the poller calls: `record` inside the apply transaction, `forget` when that transaction failed. */
export interface SnapshotRecorder {
  record(trx: DbOrTrx, polled: PolledDocument): Promise<void>;
  forget(sessionId: string): void;
}

/** Where a session's recording stands, in memory between polls. */
interface SessionRecording {
  id: string | null;
  lastSeq: number;
  contentSha256: string;
  encoder: EncoderState | null;
}

/**
 * Records every distinct document live ingest applies into the snapshot recording of its session, in the
 * transaction that appends the document's events: a stored document always has its events committed, and a
 * poll retried after a failed transaction records nothing twice. The write runs under a savepoint: if it
 * fails, the recording misses that document but the poll and its events go through, since the events are
 * the source of truth and a recording only their archive. Replays are not recorded: their recording exists.
 */
export class LiveRecorder implements SnapshotRecorder {
  readonly #sessions = new Map<string, SessionRecording>();

  constructor(
    private readonly logger: Logger,
    private readonly keyframeInterval = KEYFRAME_INTERVAL,
  ) {}

  async record(trx: DbOrTrx, polled: PolledDocument): Promise<void> {
    if (polled.snapshot.session.replay) return;
    await sql`SAVEPOINT live_recording`.execute(trx);
    try {
      await this.#store(trx, polled);
      await sql`RELEASE SAVEPOINT live_recording`.execute(trx);
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT live_recording`.execute(trx);
      this.forget(polled.sessionId);
      this.logger.error(
        { err: error, sessionId: polled.sessionId, raceTimeMs: polled.snapshot.elapsedMs },
        "instantané non enregistré (l'ingestion continue)",
      );
    }
  }

  /** The next poll reads where the recording stands from the database again. */
  forget(sessionId: string): void {
    this.#sessions.delete(sessionId);
  }

  async #store(trx: DbOrTrx, { sessionId, snapshot, document, observedAt }: PolledDocument): Promise<void> {
    const current = this.#sessions.get(sessionId) ?? (await loadSessionRecording(trx, sessionId));
    const encoded = encodeSnapshot(current.encoder, document as Json, this.keyframeInterval);
    if (!encoded) {
      this.#sessions.set(sessionId, current);
      return;
    }
    const row = {
      seq: current.lastSeq + 1,
      raceTimeMs: snapshot.elapsedMs,
      observedAt,
      keyframe: encoded.row.keyframe,
      body: encoded.row.body,
    };
    const contentSha256 = createHash('sha256').update(current.contentSha256).update(row.body).digest('hex');
    const summary = summaryOf(snapshot, contentSha256);
    const id =
      current.id ??
      (await createSnapshotRecording(
        trx,
        {
          sessionId,
          name: `${snapshot.session.eventName} — ${snapshot.session.name} (direct)`,
          eventName: snapshot.session.eventName,
          source: { kind: 'live', organiserSessionId: snapshot.session.organiserId },
        },
        row,
        summary,
      ));
    if (current.id !== null) await appendSnapshotRow(trx, id, row, summary);
    this.#sessions.set(sessionId, { id, lastSeq: row.seq, contentSha256, encoder: encoded.state });
  }
}

async function loadSessionRecording(db: DbOrTrx, sessionId: string): Promise<SessionRecording> {
  const tail = await findSnapshotRecordingTail(db, sessionId);
  if (!tail) return { id: null, lastSeq: 0, contentSha256: '', encoder: null };
  return {
    id: tail.id,
    lastSeq: tail.lastSeq,
    contentSha256: tail.contentSha256,
    encoder: encoderStateAfter(tail.rows),
  };
}

/** The listing's figures, from the latest document: a car's lap count only grows. */
function summaryOf(snapshot: ParsedSnapshot, contentSha256: string): SnapshotRecordingSummary {
  return {
    cars: snapshot.entries.length,
    laps: snapshot.entries.reduce((sum, entry) => sum + entry.lap, 0),
    drivers: snapshot.entries.reduce((sum, entry) => sum + entry.drivers.length, 0),
    durationMs: snapshot.elapsedMs,
    contentSha256,
  };
}
