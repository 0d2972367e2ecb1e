import { compareStreamIds } from '@lemans/bus';
import type { WebSocket } from 'ws';
import { isLiveUpdate, type OutgoingFrame } from './outgoing-frame.ts';
import { errorFrame, reconnectFrame } from './protocol.ts';
import type { ClientMetrics } from './realtime-metrics.ts';
import { RequestInterval } from './request-interval.ts';

export interface ClientLimits {
  /** Above this many bytes waiting to be written, live-updates are conflated instead of queued. */
  softBufferBytes: number;
  /** Above this, the client is closed: even notices would pile up. */
  hardBufferBytes: number;
  /** A client that stays congested this long is closed. */
  slowCloseMs: number;
  /** How long a closed client has to answer the close frame before its connection is cut. */
  closeGraceMs: number;
  /** Refused messages tolerated before the connection is closed. */
  maxBadMessages: number;
  /** Least time between two requests of a whole state by one client: each costs a whole frame to send. */
  keyframeIntervalMs: number;
  /**
   * Least time between two resumes by one client: each may send up to a bounded history.
   * A page resumes once per connection, right after opening it.
   */
  resumeIntervalMs: number;
}

export interface ClientEvents {
  /** The client started conflating: it must be flushed once its buffer drains. */
  congested(client: Client): void;
  /** The client is closing: stop sending to it and forget it. */
  gone(client: Client): void;
}

// Pre-built frames are Buffers, which ws would otherwise send as binary frames.
const TEXT = { binary: false } as const;

/**
 * One socket and what it receives: rooms, the newest live-update sent per session, and the
 * backpressure policy (live-updates conflated above the soft limit, the client closed when too slow).
 */
export class Client {
  readonly socket: WebSocket;
  /** Sessions whose room the client joined; kept by Rooms. */
  readonly sessions = new Set<string>();
  /** Whether the client joined the room of whichever session is current; kept by Rooms. */
  inCurrentRoom = false;
  /** Cleared by each heartbeat, set again by the pong. */
  alive = true;
  readonly #limits: ClientLimits;
  readonly #events: ClientEvents;
  readonly #sentLive = new Map<string, string>();
  readonly #conflated = new Map<string, OutgoingFrame>();
  #congestedSince: number | null = null;
  #badMessages = 0;
  readonly #keyframeRequests: RequestInterval;
  readonly #resumeRequests: RequestInterval;
  readonly #metrics: ClientMetrics | undefined;
  #gone = false;

  constructor(socket: WebSocket, limits: ClientLimits, events: ClientEvents, metrics?: ClientMetrics) {
    this.socket = socket;
    this.#limits = limits;
    this.#events = events;
    this.#metrics = metrics;
    this.#keyframeRequests = new RequestInterval(limits.keyframeIntervalMs);
    this.#resumeRequests = new RequestInterval(limits.resumeIntervalMs);
  }

  get gone(): boolean {
    return this.#gone;
  }

  /** Whether a frame is for this client: every notice, and the live-updates of its rooms. */
  concerns(frame: OutgoingFrame): boolean {
    return !isLiveUpdate(frame) || this.sessions.has(frame.session) || (frame.current && this.inCurrentRoom);
  }

  /** Sends a frame dispatched from the stream (always newer than anything sent before). */
  deliver(frame: OutgoingFrame): void {
    if (this.#gone) return;
    if (isLiveUpdate(frame)) this.#sendLive(frame);
    else this.#sendNotice(frame);
  }

  /**
   * Sends a frame unless it is a live-update no newer than one the client already has for that session:
   * live-updates are whole states, so an older one would only take the page back in time.
   */
  deliverIfNewer(frame: OutgoingFrame): void {
    if (isLiveUpdate(frame)) {
      const known = this.#conflated.get(frame.session)?.id ?? this.#sentLive.get(frame.session);
      if (known !== undefined && compareStreamIds(frame.id, known) <= 0) return;
    }
    this.deliver(frame);
  }

  /**
   * Called on a timer while congested: sends the conflated live-updates once the buffer has drained, or
   * closes the client when it stayed slow too long. Returns whether the client is still congested.
   */
  flush(now: number): boolean {
    if (this.#gone || this.#congestedSince === null) return false;
    const buffered = this.socket.bufferedAmount;
    if (buffered <= this.#limits.softBufferBytes) {
      const frames = [...this.#conflated.values()].sort((a, b) => compareStreamIds(a.id, b.id));
      this.#conflated.clear();
      this.#congestedSince = null;
      for (const frame of frames) this.#write(frame);
      return false;
    }
    if (buffered > this.#limits.hardBufferBytes || now - this.#congestedSince > this.#limits.slowCloseMs) {
      this.#closeSlow();
      return false;
    }
    return true;
  }

  /** Answers a refused message; past the tolerated number, closes the connection as a policy violation. */
  refuse(message: string): void {
    if (this.#gone) return;
    this.#badMessages += 1;
    this.socket.send(errorFrame(message));
    if (this.#badMessages >= this.#limits.maxBadMessages) this.close(1008, 'Trop de messages invalides');
  }

  /** Asks the client to connect again after `delayMs` (the node is draining); it is still sent the stream. */
  moveAfter(delayMs: number): void {
    if (!this.#gone) this.socket.send(reconnectFrame(delayMs));
  }

  close(code: number, reason: string): void {
    if (this.#gone) return;
    this.#gone = true;
    this.#conflated.clear();
    this.#events.gone(this);
    this.socket.close(code, reason);
    // A client that does not read never answers the close frame: cut it rather than keep its buffers.
    setTimeout(() => this.socket.terminate(), this.#limits.closeGraceMs).unref();
  }

  #sendLive(frame: OutgoingFrame): void {
    const buffered = this.socket.bufferedAmount;
    if (this.#congestedSince === null && buffered <= this.#limits.softBufferBytes) {
      this.#write(frame);
      return;
    }
    if (buffered > this.#limits.hardBufferBytes) {
      this.#closeSlow();
      return;
    }
    this.#conflated.set(frame.session, frame);
    if (this.#congestedSince === null) {
      this.#congestedSince = Date.now();
      this.#events.congested(this);
    }
  }

  #sendNotice(frame: OutgoingFrame): void {
    if (this.socket.bufferedAmount > this.#limits.hardBufferBytes) this.#closeSlow();
    else this.#write(frame);
  }

  /** Notes a frame of the session the client already holds, unless it was sent a newer one. */
  holds(sessionId: string, id: string): void {
    const known = this.#sentLive.get(sessionId);
    if (known === undefined || compareStreamIds(id, known) > 0) this.#sentLive.set(sessionId, id);
  }

  /**
   * Takes a request for a session's whole state (the client lost track of its deltas) if the last one was at
   * least `keyframeIntervalMs` ago: the session's next frame then goes whole. Returns whether it was taken.
   */
  takeKeyframeRequest(sessionId: string, now: number): boolean {
    if (!this.#keyframeRequests.take(now)) return false;
    this.#sentLive.delete(sessionId);
    return true;
  }

  /** Takes a resume if the last one was at least `resumeIntervalMs` ago. Returns whether it was taken. */
  takeResumeRequest(now: number): boolean {
    return this.#resumeRequests.take(now);
  }

  /** A live-update goes as its delta when the client holds the frame the delta applies to, else whole. */
  #write(frame: OutgoingFrame): void {
    const { delta } = frame;
    const holdsBase = delta !== undefined && this.#sentLive.get(frame.session) === delta.base;
    const bytes = holdsBase ? delta.bytes : frame.bytes;
    this.socket.send(bytes, TEXT);
    this.#metrics?.sent(holdsBase ? 'delta' : isLiveUpdate(frame) ? 'whole' : 'notice', bytes.length);
    if (isLiveUpdate(frame)) this.#sentLive.set(frame.session, frame.id);
  }

  #closeSlow(): void {
    this.#metrics?.cutSlow();
    this.close(1013, 'Client trop lent');
  }
}
