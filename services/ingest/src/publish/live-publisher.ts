import {
  type BusKeys,
  type LatestLive,
  type LiveFrameToPublish,
  publishFrame,
  publishLiveFrameAfter,
  readLatestLive,
} from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { liveDeltaOf } from '@lemans/contract/live-delta';
import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';

/** What the publisher reports of each frame it put in the stream. */
export interface PublishMetrics {
  /** `redisSeconds`: the XADD's round trip; `sinceDocumentSeconds`: since the poll read the frame's document. */
  published(redisSeconds: number, sinceDocumentSeconds: number): void;
}

interface PendingFrame {
  frame: LiveFrame;
  json: string;
  current: boolean;
}

/** A frame of a session in the stream and its id there: the base of a delta. */
interface PublishedFrame {
  id: string;
  frame: LiveFrame;
}

/** Sessions whose last frame is kept for deltas; past this, the least recently published is forgotten. */
const PUBLISHED_SESSIONS_KEPT = 64;

/**
 * Conditional publications of one frame: each that finds another latest frame of the session than its
 * delta's base costs a round trip more. Past this many (publishers taking turns faster than a round trip),
 * the frame goes whole, which is always right.
 */
const PUBLICATIONS_AFTER_LATEST = 3;

/**
 * Copies each committed snapshot's live frame to the Redis stream, with its delta from the session's previous
 * frame in the stream (what realtime sends to the clients that hold that one), whichever ingest process
 * published it. The base is the frame this process published last, and the publication is conditional
 * (publishLiveFrameAfter): if another process published the session since, or this one holds no frame of it
 * (just started, after a failed publication), Redis answers with the session's latest frame instead, and the
 * delta is built on that one. Alone, a process thus pays no extra round trip; beside others, one per turn.
 *
 * A live frame is a whole state, so when Redis is unreachable only the newest one per session is kept, and
 * sent as soon as the connection is ready again: nothing is lost that the next frame does not carry.
 * Postgres stays the copy of record.
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
      let id: string;
      const sendStart = performance.now();
      try {
        id = await this.#append(session, frame);
      } catch (err) {
        // The frame may be in the stream or not: the next one takes the stream's latest frame as its base.
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

  /**
   * Appends the frame with its delta from the session's latest frame in the stream, found by publishing
   * after the frame believed to be that one; whole when no delta can be built on it, or when other
   * publishers keep getting there first.
   */
  async #append(session: string, pending: PendingFrame): Promise<string> {
    const whole: LiveFrameToPublish = { session, current: pending.current, data: pending.json };
    let base = this.#published.get(session) ?? null;
    for (let attempt = 0; attempt < PUBLICATIONS_AFTER_LATEST; attempt++) {
      const delta = base && liveDeltaOf(base.frame, pending.frame);
      if (base && !delta) break;
      const frame =
        base && delta ? { ...whole, delta: { base: base.id, data: JSON.stringify(delta) } } : whole;
      const after = base?.id ?? null;
      const outcome = await this.#command(() =>
        publishLiveFrameAfter(this.#redis, this.#keys, frame, this.#maxLen, after),
      );
      if ('id' in outcome) return outcome.id;
      // Sent before its connection dropped (a failover, say), the frame may be in the stream already: its
      // readers must not get the same state twice under two ids.
      if (outcome.latest?.data === pending.json) return outcome.latest.id;
      if (outcome.latest !== null) {
        base = publishedFrameOf(outcome.latest);
        if (!base) break;
      } else {
        // Expecting none, Redis holds a latest it cannot read: nothing to build on. Expecting one, it is
        // gone (its key deleted): the next try expects none.
        if (base === null) break;
        base = null;
      }
    }
    return this.#command(() =>
      publishFrame(this.#redis, this.#keys, { ...whole, type: 'live-update' }, this.#maxLen),
    );
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

  /**
   * A command sent only while the connection is ready (ioredis would otherwise keep it, and run it once
   * reconnected, when this process has given up on it), given up on if the connection closes.
   */
  #command<T>(send: () => Promise<T>): Promise<T> {
    if (this.#redis.status !== 'ready') {
      return Promise.reject(new Error('connexion à Redis perdue entre deux commandes'));
    }
    return this.#unlessDisconnected(send());
  }

  /**
   * The command's answer, or a failure as soon as the connection closes: ioredis would otherwise keep the
   * command until it reconnects. Sent again after the reconnection, it is found in the stream if it got
   * there, as the session's latest frame, and not appended twice.
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

/** The session's latest frame as Redis keeps it; null when it is not a frame, with nothing to build on. */
function publishedFrameOf(latest: LatestLive): PublishedFrame | null {
  try {
    const frame = JSON.parse(latest.data) as LiveFrame;
    return Array.isArray(frame?.data) ? { id: latest.id, frame } : null;
  } catch {
    return null;
  }
}
