import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { compareStreamIds, type FrameEntry, parseStreamId } from '@lemans/bus';
import type { Logger } from '@lemans/platform';
import type { WebSocket } from 'ws';
import { catchUp, MAX_CATCH_UP_BYTES } from './catch-up.ts';
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
   * Most frames read back on resume (and kept in memory for it); beyond, the client gets a snapshot. What is
   * replayed is also bounded in bytes (MAX_CATCH_UP_BYTES).
   */
  resumeLimit: number;
}

export interface HubDependencies {
  latest: LatestFrames;
  /** Id of the newest frame already in the stream when the process started, if any. */
  lastFrameId: string | null;
  /** The stream's frames after an id, or null when they are no longer all there (see readHistoryAfter). */
  readHistory(lastId: string, limit: number): Promise<FrameEntry[] | null>;
  limits: HubLimits;
  logger: Logger;
  metrics: RealtimeMetrics;
}

/** Slices of a spread close: enough for the clients to come back gradually, few enough timers. */
const CLOSE_SLICES = 20;

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
      this.#replay(client, (this.#recent.after(held.id) ?? []).filter(isLiveUpdate));
    }
    // On the next turn: a reconnecting client sends `resume` right after `join-live`, and the replay must
    // come first, in order; the latest state then only goes out if the replay did not already end with it
    // (a resume still reading Redis sends it when it ends).
    setImmediate(() => {
      if (client.gone || client.resuming) return;
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
   * stream; when they are no longer all available, weigh more than MAX_CATCH_UP_BYTES, or the id means
   * nothing, the latest state of each joined room instead, at once. One per client per `resumeIntervalMs`.
   * Never rejects.
   */
  async resume(client: Client, lastId: string, now: number): Promise<void> {
    if (client.resuming) {
      client.refuse('Une reprise est déjà en cours sur cette connexion');
      return;
    }
    if (!client.takeResumeRequest(now)) {
      client.refuse(tooFrequent('reprises', this.#deps.limits.resumeIntervalMs));
      return;
    }
    this.#deps.metrics.resumed();
    const valid = parseStreamId(lastId) !== null;
    const fromMemory = valid ? this.#recent.after(lastId) : null;
    if (fromMemory) {
      this.#replay(client, fromMemory);
      this.#sendLatestOfRooms(client);
      return;
    }
    client.beginResume();
    const history = valid ? await this.#readHistory(lastId) : null;
    const queued = client.endResume();
    if (client.gone) return;
    const replayed = history !== null && this.#replay(client, history.map(outgoingFrame));
    const seenUpTo = history?.at(-1)?.id ?? lastId;
    for (const frame of queued) {
      // Frames dispatched while the history was read may be in it too, or be older than the client's id.
      const covered = replayed && compareStreamIds(frame.id, seenUpTo) <= 0;
      if (!covered && client.concerns(frame)) client.deliverIfNewer(frame);
    }
    this.#sendLatestOfRooms(client);
  }

  /** Sends the conflated frames of clients whose buffers drained; closes those slow for too long. */
  flushCongested(now: number): void {
    for (const client of this.#congested) {
      if (!client.flush(now)) this.#congested.delete(client);
    }
  }

  /**
   * Closes every client, in slices spread over `spreadMs` (at once without), and resolves once they are all
   * gone (or cut after the grace delay). Clients still waiting their turn go on receiving frames.
   */
  async closeAll(code: number, reason: string, spreadMs = 0): Promise<void> {
    const clients = [...this.clients];
    const closed = clients
      .map((client) => client.socket)
      .filter((socket) => socket.readyState !== socket.CLOSED)
      .map((socket) => once(socket, 'close'));
    const slices = spreadMs > 0 ? Math.min(CLOSE_SLICES, clients.length) : 1;
    const perSlice = Math.ceil(clients.length / Math.max(1, slices));
    for (let slice = 0; slice < slices; slice++) {
      if (slice > 0) await sleep(spreadMs / slices);
      for (const client of clients.slice(slice * perSlice, (slice + 1) * perSlice))
        client.close(code, reason);
    }
    await Promise.all(closed);
  }

  /**
   * Sends the missed frames that concern the client, unless together they weigh more than a bounded
   * history. Returns whether it did.
   */
  #replay(client: Client, missed: readonly OutgoingFrame[]): boolean {
    const frames = catchUp(missed, (frame) => client.concerns(frame), MAX_CATCH_UP_BYTES);
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

  async #readHistory(lastId: string): Promise<FrameEntry[] | null> {
    try {
      return await this.#deps.readHistory(lastId, this.#deps.limits.resumeLimit);
    } catch (err) {
      this.#deps.logger.warn({ err, lastId }, "lecture de l'historique impossible : envoi de l'état courant");
      return null;
    }
  }
}
