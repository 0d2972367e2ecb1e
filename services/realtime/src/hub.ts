import { once } from 'node:events';
import { compareStreamIds, type FrameEntry, parseStreamId } from '@lemans/bus';
import type { WebSocket } from 'ws';
import { catchUpFrom, MAX_CATCH_UP_BYTES } from './catch-up.ts';
import { Client, type ClientLimits } from './client.ts';
import type { LatestFrames } from './latest-frames.ts';
import { isLiveUpdate, type OutgoingFrame, outgoingFrame } from './outgoing-frame.ts';
import type { RealtimeMetrics } from './realtime-metrics.ts';
import { RecentFrames } from './recent-frames.ts';
import { tooFrequent } from './request-interval.ts';
import { Rooms } from './rooms.ts';

export interface HubLimits extends ClientLimits {
  /** Rooms of explicit sessions one client may be in at once. */
  maxSessionsPerClient: number;
  /**
   * Frames kept in memory for resumes (read from the stream at start-up, then as dispatched); a client back
   * from further away gets the latest state whole. What is replayed is also bounded in bytes
   * (MAX_CATCH_UP_BYTES).
   */
  resumeLimit: number;
}

export interface HubDependencies {
  latest: LatestFrames;
  /** Id of the newest entry of the stream when the process started, if any. */
  lastFrameId: string | null;
  /** The newest frames of the stream when the process started, oldest first: the memory resumes start with. */
  history: readonly FrameEntry[];
  limits: HubLimits;
  metrics: RealtimeMetrics;
}

/** The clients of this process and what each must receive: the stream's frames, the latest state, resumes. */
export class Hub {
  readonly clients = new Set<Client>();
  readonly #congested = new Set<Client>();
  readonly #rooms = new Rooms();
  readonly #recent: RecentFrames;
  readonly #deps: HubDependencies;
  #lastFrameId: string | null;

  constructor(deps: HubDependencies) {
    this.#deps = deps;
    this.#recent = new RecentFrames(deps.limits.resumeLimit);
    for (const entry of deps.history) this.#recent.push(outgoingFrame(entry));
    this.#lastFrameId = deps.lastFrameId;
  }

  get lastFrameId(): string | null {
    return this.#lastFrameId;
  }

  get congestedCount(): number {
    return this.#congested.size;
  }

  add(socket: WebSocket): Client {
    const client = new Client(
      socket,
      this.#deps.limits,
      {
        congested: (slow) => this.#congested.add(slow),
        gone: (closing) => this.remove(closing),
      },
      this.#deps.metrics,
    );
    this.clients.add(client);
    return client;
  }

  remove(client: Client): void {
    this.clients.delete(client);
    this.#congested.delete(client);
    this.#rooms.leaveAll(client);
  }

  /** Each entry's wire frame is built once here and the same bytes go to every recipient. */
  dispatch(entries: readonly FrameEntry[]): void {
    for (const entry of entries) {
      const frame = outgoingFrame(entry);
      this.#lastFrameId = frame.id;
      this.#recent.push(frame);
      if (isLiveUpdate(frame)) {
        this.#deps.latest.record(frame);
        this.#rooms.forEachRecipient(frame, (client) => client.deliver(frame));
      } else {
        for (const client of this.clients) client.deliver(frame);
      }
    }
  }

  /**
   * Joins a room and sends its latest state at once, so that a new page shows data without waiting; unless
   * the client says it holds that state already (`held`, a reconnecting page), which also lets the frames
   * after it go as deltas.
   */
  join(
    client: Client,
    sessionId: string | undefined,
    held?: { readonly session: string; readonly id: string },
  ): void {
    const { maxSessionsPerClient } = this.#deps.limits;
    if (
      sessionId !== undefined &&
      !client.sessions.has(sessionId) &&
      client.sessions.size >= maxSessionsPerClient
    ) {
      client.refuse(`Trop de sessions suivies sur cette connexion (${maxSessionsPerClient} au plus)`);
      return;
    }
    this.#rooms.join(client, sessionId);
    if (held && this.#vouchesFor(held) && (sessionId === undefined || held.session === sessionId)) {
      client.holds(held.session, held.id);
      // What the room sent since, at once: a frame dispatched before the page's `resume` is read would
      // otherwise go out first, and the older ones the resume brings would then be dropped as outdated.
      // When that is too much, the latest state goes whole below.
      this.#replay(client, held.id, (frame) => isLiveUpdate(frame) && client.concerns(frame));
    }
    // On the next turn: a reconnecting client sends `resume` right after `join-live`, and the replay must
    // come first, in order; the latest state then only goes out if the replay did not already end with it.
    setImmediate(() => {
      if (client.gone) return;
      const latest = sessionId === undefined ? this.#deps.latest.current() : this.#deps.latest.of(sessionId);
      const stillJoined = sessionId === undefined ? client.inCurrentRoom : client.sessions.has(sessionId);
      if (latest && stillJoined) client.deliverIfNewer(latest);
    });
  }

  /**
   * Sends the latest state of a session the client follows whole, for a client that received a delta it
   * could not apply. One such request per client per `keyframeIntervalMs`: each costs a whole frame.
   */
  sendKeyframe(client: Client, sessionId: string, now: number): void {
    const latest = this.#deps.latest.of(sessionId);
    const follows =
      client.sessions.has(sessionId) || (client.inCurrentRoom && this.#deps.latest.current() === latest);
    if (!latest || !follows) {
      client.refuse(`Session ${sessionId} non suivie sur cette connexion`);
      return;
    }
    if (!client.takeKeyframeRequest(sessionId, now)) {
      client.refuse(tooFrequent("demandes d'état complet", this.#deps.limits.keyframeIntervalMs));
      return;
    }
    this.#deps.metrics.keyframeSent();
    client.deliver(latest);
  }

  leave(client: Client, sessionId: string | undefined): void {
    this.#rooms.leave(client, sessionId);
  }

  /**
   * Sends the frames after `lastId` that concern the client, in order, then carries on with the live
   * stream; when this process no longer holds them all, they weigh more than MAX_CATCH_UP_BYTES, or the id
   * means nothing, the latest state of each joined room instead, at once, without reading the stream.
   * One per client per `resumeIntervalMs`.
   */
  resume(client: Client, lastId: string, now: number): void {
    if (!client.takeResumeRequest(now)) {
      client.refuse(tooFrequent('reprises', this.#deps.limits.resumeIntervalMs));
      return;
    }
    const replayed = this.#replay(client, lastId, (frame) => client.concerns(frame));
    this.#deps.metrics.resumed(replayed ? 'missed' : 'latest');
    this.#sendLatestOfRooms(client);
  }

  /** Sends the conflated frames of clients whose buffers drained; closes those slow for too long. */
  flushCongested(now: number): void {
    for (const client of this.#congested) {
      if (!client.flush(now)) this.#congested.delete(client);
    }
  }

  /**
   * Tells every client to reconnect after a delay of its own, drawn evenly over `spreadMs`, so that the other
   * nodes take them in gradually rather than all at once; each still receives the stream until it leaves, and
   * is closed with `code` if still there `marginMs` after its delay (a page that does not know the message,
   * or whose timers run late). Without a spread, closes them all at once. Resolves once they are all gone
   * (or cut after the close grace delay).
   */
  async drain(
    code: number,
    reason: string,
    { spreadMs, marginMs }: { spreadMs: number; marginMs: number },
  ): Promise<void> {
    const closed: Promise<unknown>[] = [];
    for (const client of [...this.clients]) {
      if (client.socket.readyState !== client.socket.CLOSED) closed.push(once(client.socket, 'close'));
      if (spreadMs <= 0) {
        client.close(code, reason);
        continue;
      }
      const delayMs = Math.floor(Math.random() * spreadMs);
      client.moveAfter(delayMs);
      setTimeout(() => client.close(code, reason), delayMs + marginMs).unref();
    }
    await Promise.all(closed);
  }

  /**
   * Sends the missed frames after `lastId` that the client wants, unless this process no longer holds them
   * all or together they weigh more than a bounded history. Returns whether it did.
   */
  #replay(client: Client, lastId: string, wanted: (frame: OutgoingFrame) => boolean): boolean {
    const frames = catchUpFrom(this.#recent, lastId, wanted, MAX_CATCH_UP_BYTES);
    for (const frame of frames ?? []) client.deliverIfNewer(frame);
    return frames !== null;
  }

  /** Whichever the client already has is skipped: after a replay that reached it, this sends nothing. */
  #sendLatestOfRooms(client: Client): void {
    const { latest } = this.#deps;
    const latestOfRooms = [...client.sessions].map((sessionId) => latest.of(sessionId));
    if (client.inCurrentRoom) latestOfRooms.push(latest.current());
    for (const frame of latestOfRooms) if (frame) client.deliverIfNewer(frame);
  }

  /**
   * Whether the state a joining client says it holds can be believed: a stream id no newer than the
   * latest frame of that session this node has. A newer one (from another stream, made up, or not read
   * here yet) would make every state the node has look outdated to the client, which would then get
   * nothing until the session's next frame; not believing it costs one whole frame.
   */
  #vouchesFor(held: { readonly session: string; readonly id: string }): boolean {
    const latest = this.#deps.latest.of(held.session);
    return (
      latest !== undefined && parseStreamId(held.id) !== null && compareStreamIds(held.id, latest.id) <= 0
    );
  }
}
