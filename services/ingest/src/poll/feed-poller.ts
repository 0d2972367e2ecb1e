import { createHash } from 'node:crypto';
import type { LiveRow, SessionStatus } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import { type Db, type DbOrTrx, isConnectionLoss, type Logger } from '@lemans/platform';
import { StreamConflictError } from '@lemans/projections';
import {
  liveFrameOf,
  type ParsedSnapshot,
  parseSnapshot,
  SnapshotParseError,
  unseenRowsOf,
} from '@lemans/race';
import { SessionIngestor } from '../ingest/session-ingestor.ts';
import type { LivePublisher } from '../publish/live-publisher.ts';
import type { SnapshotRecorder } from '../recordings/live-recorder.ts';
import { droppedCarsOf } from './dropped-cars.ts';
import type { EarlierRuns } from './earlier-runs.ts';
import { fetchFeedDocument } from './feed-client.ts';
import { sessionIdOf } from './live-session-id.ts';
import { StaleRuns } from './stale-runs.ts';

/**
 * `not-modified` also stands for the very document last applied served again (a feed without ETag, a
 * poller started afresh): for ingest it is the same thing. `skipped` with reason `stale-snapshot` is a
 * document older than what the session has committed (an organiser's glitch, our feed sent back in time
 * within one start): neither its events nor its frame go anywhere. A new start of our feed is no such
 * thing: its documents go to a session of their own (`sessionIdOf`).
 */
export type PollOutcome =
  | { status: 'applied'; sessionId: string; events: number; sessionStatus: SessionStatus }
  | { status: 'not-modified' }
  | { status: 'skipped'; reason: string; detail: string };

/** What a poll reports: its outcome, and the append of the events of a new document. */
export interface PollMetrics {
  polled(outcome: PollOutcome): void;
  appended(events: number, seconds: number): void;
}

export interface PollerOptions {
  db: Db;
  url: string;
  timeoutMs: number;
  publisher: Pick<LivePublisher, 'publish'>;
  logger: Logger;
  /**
   * A session of ours that every document goes to, whatever the organiser's session id: a replay's. Its
   * frames are published as not current, so that the live session stays the one shown by default.
   */
  sessionId?: string;
  /**
   * The name of that session of ours, instead of the organiser's (a replay's document names the recorded
   * session, the same for every replay): its events and frames carry it.
   */
  sessionName?: string;
  /** Records each applied document, in the transaction of its events. */
  recorder?: SnapshotRecorder;
  /** Live polls: a session's first document ends the organiser session's earlier live sessions. */
  earlierRuns?: EarlierRuns;
  now?: () => Date;
  /** Told of each poll's outcome and of each append, for the figures. */
  metrics?: PollMetrics;
}

/** A document read from the feed, held until its events are appended. */
interface HeldDocument {
  snapshot: ParsedSnapshot;
  snapshotId: string;
  document: unknown;
  observedAt: Date;
}

/**
 * Documents read while PostgreSQL is away, held to be appended in order once it is back: an hour at the
 * default 3 s interval, some 100 MB (a race document and its parsed form take about 90 kB). Past it the
 * oldest are let go, and the laps they alone showed come out untimed.
 */
const MAX_HELD_DOCUMENTS = 1200;

/**
 * One poll of the organiser feed: conditional GET, parse, ingest, publish. A feed failure (timeout, 5xx,
 * malformed body) is logged, counted and left for the next tick, and the last good state stays; only a
 * failure of our own storage throws, so that the job is marked failed. A document whose append failed
 * because PostgreSQL went away is held, with those read after it, and appended in order at the next polls
 * once it is back: nothing the feed showed in between is lost, and nothing is appended twice (each append
 * carries the stream position it expects).
 */
export class FeedPoller {
  readonly counts: Record<string, number> = {};
  /** When the feed last answered and how; null before the first poll. */
  lastPoll: { at: string; status: PollOutcome['status'] } | null = null;
  #etag: string | null = null;
  readonly #held: HeldDocument[] = [];
  readonly #ingestors = new Map<string, SessionIngestor>();
  /** The document whose frame this poller last published, and that frame's rows, by session. */
  readonly #framed = new Map<string, { snapshotId: string; rows: readonly LiveRow[] }>();
  readonly #staleRuns: StaleRuns;
  readonly #now: () => Date;
  readonly #options: PollerOptions;

  constructor(options: PollerOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
    this.#staleRuns = new StaleRuns(options.logger);
  }

  async pollOnce(): Promise<PollOutcome> {
    const read = await this.#read();
    const applied = await this.#appendHeld();
    return this.#count(applied ?? read ?? { status: 'not-modified' });
  }

  /** Reads the feed: a new document is held (null), anything else is the poll's outcome. */
  async #read(): Promise<PollOutcome | null> {
    const { url, timeoutMs, logger } = this.#options;
    const fetched = await fetchFeedDocument(url, this.#etag, timeoutMs);
    if (fetched.kind === 'not-modified') return { status: 'not-modified' };
    if (fetched.kind === 'failed') {
      logger.warn({ reason: fetched.reason, detail: fetched.detail }, 'flux organisateur indisponible');
      return { status: 'skipped', reason: fetched.reason, detail: fetched.detail };
    }
    let snapshot: ParsedSnapshot;
    try {
      snapshot = this.#named(parseSnapshot(fetched.body));
    } catch (error) {
      if (!(error instanceof SnapshotParseError)) throw error;
      logger.warn({ detail: error.message }, 'instantané du flux rejeté');
      return { status: 'skipped', reason: 'invalid-snapshot', detail: error.message };
    }
    if (this.#held.length >= MAX_HELD_DOCUMENTS) {
      this.#held.shift();
      logger.warn(
        { held: this.#held.length },
        'trop de documents en attente de PostgreSQL : le plus ancien est laissé',
      );
    }
    const snapshotId = fetched.etag ?? createHash('sha1').update(JSON.stringify(fetched.body)).digest('hex');
    this.#held.push({ snapshot, snapshotId, document: fetched.body, observedAt: this.#now() });
    this.#etag = fetched.etag;
    return null;
  }

  /**
   * Appends the held documents in order; the outcome of the last, or null when none was held. A failure
   * for a lost connection, or a refused append (the session's stream moved meanwhile: another writer, or
   * commits a failover lost), keeps the document for the next poll, which reloads the session from its
   * events and appends it again only if they lack it. Any other failure lets it go, and the next poll
   * reads the feed afresh (no ETag), as it would have before.
   */
  async #appendHeld(): Promise<PollOutcome | null> {
    let outcome: PollOutcome | null = null;
    for (let held = this.#held[0]; held !== undefined; held = this.#held[0]) {
      try {
        outcome = await this.#append(held);
      } catch (error) {
        if (!isConnectionLoss(error) && !(error instanceof StreamConflictError)) {
          this.#held.shift();
          this.#etag = null;
        }
        throw error;
      }
      this.#held.shift();
    }
    return outcome;
  }

  async #append({ snapshot, snapshotId, document, observedAt }: HeldDocument): Promise<PollOutcome> {
    const { db } = this.#options;
    const sessionId = this.#options.sessionId ?? sessionIdOf(snapshot);
    const ingestor = this.#ingestors.get(sessionId) ?? (await SessionIngestor.load(db, sessionId));
    this.#ingestors.set(sessionId, ingestor);
    const standing = ingestor.standingOf(snapshot, snapshotId);
    if (standing !== 'new') {
      if (standing === 'stale') {
        const cursorMs = ingestor.cursor?.raceTimeMs ?? 0;
        return this.#staleRuns.skip(sessionId, snapshot.elapsedMs, cursorMs);
      }
      // Nothing changed, so no new frame: the state pushed already is this one, or waits in the publisher
      // for Redis. Except a poller started afresh: that frame may have been lost with the process before it.
      if (this.#framed.get(sessionId)?.snapshotId !== snapshotId) {
        await this.#publish(ingestor, snapshot, snapshotId, observedAt);
      }
      return { status: 'not-modified' };
    }
    this.#warnOfDroppedCars(sessionId, snapshot);
    const { earlierRuns } = this.#options;
    if (earlierRuns && ingestor.cursor === null) {
      const ended = await earlierRuns.endBefore(db, snapshot.session.organiserId, sessionId, observedAt);
      for (const id of ended) this.#ingestors.delete(id);
    }
    let events: number;
    const appendStart = performance.now();
    try {
      const { recorder } = this.#options;
      const record =
        recorder && ((trx: DbOrTrx) => recorder.record(trx, { sessionId, snapshot, document, observedAt }));
      events = (await ingestor.apply(db, [{ snapshot, snapshotId, observedAt }], record)).length;
    } catch (error) {
      // Its memory may be ahead of what was committed: the next poll reloads it from the events.
      this.#ingestors.delete(sessionId);
      this.#options.recorder?.forget(sessionId);
      throw error;
    }
    this.#options.metrics?.appended(events, (performance.now() - appendStart) / 1000);
    this.#staleRuns.end(sessionId, snapshot.elapsedMs);
    await this.#publish(ingestor, snapshot, snapshotId, observedAt);
    return { status: 'applied', sessionId, events, sessionStatus: ingestor.status };
  }

  /** The frame of the session's cursor document: the state its projections show, never an older one. */
  async #publish(
    ingestor: SessionIngestor,
    snapshot: ParsedSnapshot,
    snapshotId: string,
    observedAt: Date,
  ): Promise<void> {
    const { sessionId, status } = ingestor;
    const held = this.#framed.get(sessionId)?.rows ?? [];
    const unseen = unseenRowsOf(snapshot, ingestor.knownCars(), held, (number) =>
      ingestor.lastKnownRow(number),
    );
    const frame = liveFrameOf(
      snapshot,
      sessionId,
      status,
      observedAt,
      ingestor.lineGaps,
      ingestor.timing(),
      unseen,
    );
    this.#framed.set(sessionId, { snapshotId, rows: frame.data });
    const current = this.#options.sessionId === undefined;
    await this.#options.publisher.publish(frame, current);
  }

  /** A document that leaves out much of the field is ingested all the same, and said to be suspect. */
  #warnOfDroppedCars(sessionId: string, snapshot: ParsedSnapshot): void {
    const drop = droppedCarsOf(this.#framed.get(sessionId)?.rows, snapshot);
    if (!drop?.suspect) return;
    this.#options.logger.warn(
      {
        sessionId,
        raceTime: formatRaceTime(snapshot.elapsedMs),
        previousCars: drop.previous,
        shownCars: drop.shown,
        droppedCars: drop.dropped.length,
        dropped: drop.dropped,
      },
      `document du flux suspect : ${drop.dropped.length} des ${drop.previous} voitures du document précédent absentes ; ingéré pour les ${drop.shown} présentes, les absentes gardent leur dernière ligne`,
    );
  }

  /**
   * Our name for the session: a replay's, else the organiser's. A start of our feed keeps the organiser's
   * name, as the race it plays does: its session id and creation date tell two starts apart.
   */
  #named(snapshot: ParsedSnapshot): ParsedSnapshot {
    const name = this.#options.sessionName;
    return name === undefined ? snapshot : { ...snapshot, session: { ...snapshot.session, name } };
  }

  /** Ends a session this poller feeds (an operator's stop), through the ingestor that holds its state. */
  async endSession(sessionId: string): Promise<number> {
    const { db } = this.#options;
    const ingestor = this.#ingestors.get(sessionId) ?? (await SessionIngestor.load(db, sessionId));
    try {
      return (await ingestor.end(db, this.#now())).length;
    } finally {
      // Ended or failed, nothing more goes through it: the next use reloads it from the events.
      this.#ingestors.delete(sessionId);
    }
  }

  #count(outcome: PollOutcome): PollOutcome {
    this.lastPoll = { at: this.#now().toISOString(), status: outcome.status };
    this.#options.metrics?.polled(outcome);
    const key = outcome.status === 'skipped' ? outcome.reason : outcome.status;
    this.counts[key] = (this.counts[key] ?? 0) + 1;
    return outcome;
  }
}
