import { type BusKeys, type FrameDelta, publishFrame, readLatestLive } from '@lemans/bus';
import type { Logger } from '@lemans/platform';
import { type LiveFrame, liveDeltaOf } from '@lemans/race';
import type { Redis } from 'ioredis';
import type { PublishMetrics } from '../metrics/ingest-metrics.ts';

interface PendingFrame {
  frame: LiveFrame;
  json: string;
  current: boolean;
}

/** The last frame of a session this process put in the stream, and its id there: the base of the next delta. */
interface PublishedFrame {
  id: string;
  frame: LiveFrame;
}

/** Sessions whose last frame is kept for deltas; past this, the least recently published is forgotten. */
const PUBLISHED_SESSIONS_KEPT = 64;

/**
 * Copies each committed snapshot's live frame to the Redis stream, with its delta from the session's frame
 * this process published last (what realtime sends to the clients that hold that one). A live frame is a
 * whole state, so when Redis is unreachable only the newest one per session is kept, and sent as soon as the
 * connection is ready again: nothing is lost that the next frame does not carry. Postgres stays the copy of
 * record.
 *
 * A poll never waits for Redis: while the connection is not ready nothing is sent (ioredis would hold the
 * command until it gives up, tens of seconds later), and a command whose connection drops before the
 * answer is given up on and its frame kept, to be sent again once reconnected.
 */
export class LivePublisher {
  readonly #pending = new Map<string, PendingFrame>();
  readonly #published = new Map<string, PublishedFrame>();
  #flushing: Promise<void> | null = null;
  readonly #redis: Redis;
  readonly #keys: BusKeys;
  readonly #maxLen: number;
  readonly #logger: Logger;
  /** Told of each frame put in the stream, for the figures. */
  readonly #metrics: PublishMetrics | undefined;

  constructor(redis: Redis, keys: BusKeys, maxLen: number, logger: Logger, metrics?: PublishMetrics) {
    this.#redis = redis;
    this.#keys = keys;
    this.#maxLen = maxLen;
    this.#logger = logger;
    this.#metrics = metrics;
    redis.on('ready', () => void this.flush());
  }

  /** Queues the frame (replacing an older unsent one of the same session) and tries to send. */
  publish(frame: LiveFrame, current: boolean): Promise<void> {
    this.#pending.set(frame.session_id, { frame, json: JSON.stringify(frame), current });
    return this.flush();
  }

  /**
   * Publishes the session's latest frame again, ended and not current: a session that ends without a
   * document of its own (a run of our feed that a newer start replaces) must not go on showing as running to
   * those who follow it. The latest frame is the one this process holds, else the one Redis keeps. Nothing
   * when neither has one (the API then rebuilds the ended session from Postgres), nor while Redis cannot be
   * read: the poll that starts the new session does not wait for it.
   */
  async publishEnded(sessionId: string): Promise<void> {
    const frame =
      this.#pending.get(sessionId)?.frame ??
      this.#published.get(sessionId)?.frame ??
      (await this.#latestInRedis(sessionId));
    if (!frame || frame.session_status === 'ended') return;
    await this.publish({ ...frame, session_status: 'ended' }, false);
  }

  /** Sends what is pending; resolves once tried, whether Redis answered or not. */
  flush(): Promise<void> {
    this.#flushing ??= this.#send().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  get pendingSessions(): number {
    return this.#pending.size;
  }

  /** Oldest session first; a frame queued meanwhile is sent in the same pass. Stops at the first failure. */
  async #send(): Promise<void> {
    while (this.#redis.status === 'ready') {
      const next = this.#pending.entries().next();
      if (next.done) return;
      const [session, frame] = next.value;
      const delta = this.#deltaOf(session, frame.frame);
      let id: string;
      const sendStart = performance.now();
      try {
        id = await this.#unlessDisconnected(
          publishFrame(
            this.#redis,
            this.#keys,
            { type: 'live-update', session, current: frame.current, data: frame.json, delta },
            this.#maxLen,
          ),
        );
      } catch (err) {
        // The frame may be in the stream or not: the next one goes without a delta rather than on a guess.
        this.#published.delete(session);
        this.#logger.warn({ err, session }, 'publication Redis impossible : la trame sera renvoyée');
        return;
      }
      // The frame's timestamp is when its poll read the document: the delay includes any wait for Redis.
      this.#metrics?.published(
        (performance.now() - sendStart) / 1000,
        (Date.now() - Date.parse(frame.frame.timestamp)) / 1000,
      );
      this.#published.delete(session);
      this.#published.set(session, { id, frame: frame.frame });
      if (this.#published.size > PUBLISHED_SESSIONS_KEPT) {
        const oldest = this.#published.keys().next().value as string;
        this.#published.delete(oldest);
      }
      if (this.#pending.get(session) === frame) this.#pending.delete(session);
    }
  }

  async #latestInRedis(session: string): Promise<LiveFrame | null> {
    // As for a publication, a poll never waits for a connection that is down.
    if (this.#redis.status !== 'ready') return null;
    try {
      const latest = await this.#unlessDisconnected(readLatestLive(this.#redis, this.#keys, session));
      return latest && (JSON.parse(latest.data) as LiveFrame);
    } catch (err) {
      this.#logger.warn(
        { err, session },
        'dernière trame illisible dans Redis : la session n’est pas annoncée terminée',
      );
      return null;
    }
  }

  #deltaOf(session: string, frame: LiveFrame): FrameDelta | undefined {
    const published = this.#published.get(session);
    const delta = published ? liveDeltaOf(published.frame, frame) : null;
    return published && delta ? { base: published.id, data: JSON.stringify(delta) } : undefined;
  }

  /**
   * The command's answer, or a failure as soon as the connection closes: ioredis would otherwise keep the
   * command until it reconnects. Sent again after the reconnection, the frame may then appear twice in the
   * stream, the same state twice, which readers take as they take a resumed connection.
   */
  async #unlessDisconnected<T>(command: Promise<T>): Promise<T> {
    let onClose = () => {};
    const closed = new Promise<never>((_, reject) => {
      onClose = () => reject(new Error('connexion à Redis fermée avant la réponse'));
    });
    // Given up on, the command may still fail later: that failure is already accounted for.
    command.catch(() => {});
    this.#redis.once('close', onClose);
    try {
      return await Promise.race([command, closed]);
    } finally {
      this.#redis.off('close', onClose);
    }
  }
}
