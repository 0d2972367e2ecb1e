import { LiveFrameAssembler, type SocketFrame } from './live-frame-assembler.ts';
import { QUICK_ATTEMPTS, reconnectDelayMs } from './reconnect-schedule.ts';

/**
 * The browser's end of /socket (spec part 1 §7, DESIGN §5): JSON frames `{ type, id, data }`, a 20 s
 * connection timeout, then reconnection attempts for as long as the page is open (reconnect-schedule.ts);
 * once the first quick ones failed, a manual retry is offered too. On every (re)connection it joins the live
 * room again and resumes from the last frame id it received, so that nothing sent meanwhile is missed. A
 * server going away (a rolling update) asks its pages to reconnect after a delay of its drawing (`reconnect`):
 * the page then moves, through the proxy, to another server, without that counting as a lost connection.
 * Live states come whole (`live-update`) or as their change since the previous one (`live-delta`), made whole
 * again here: listeners of `live-update` always get whole frames.
 */

export const CONNECT_TIMEOUT_MS = 20_000;

export type FrameType =
  | 'live-update'
  | 'sync-complete'
  | 'program-update'
  | 'news-update'
  | 'alerts-update'
  | 'streams-update';
type Listener = (data: unknown) => void;

/**
 * The part of the WebSocket API the client uses, which the browser's WebSocket and the ws package's share.
 * The handlers take `never`: each implementation has its own event types, and the client reads only
 * `data` of a message.
 */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: never) => void) | null;
  onmessage: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  send(text: string): void;
  close(): void;
}

export interface LiveSocketOptions {
  /** Read on every attempt. */
  url: () => string;
  WebSocket: new (url: string) => SocketLike;
  /** In [0, 1): spreads the pages' attempts (Math.random on the page). */
  random: () => number;
}

export interface SocketStatus {
  connected: boolean;
  /** True once the quick attempts failed: the page offers a manual retry while slower ones go on. */
  retryOffered: boolean;
}

const OPEN = 1;

/** The longest wait a server may ask before the move: beyond, a page would stay on a server going away. */
export const MAX_MOVE_DELAY_MS = 60_000;

export class LiveSocket {
  #status: SocketStatus = { connected: false, retryOffered: false };
  readonly #statusListeners = new Set<(status: SocketStatus) => void>();
  #socket: SocketLike | null = null;
  #lastId: string | null = null;
  /** Attempts since the connection was lost; 0 while connected. */
  #attempts = 0;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The move a server going away asked for, until it happens. */
  #moveTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the connection under way is a move rather than a return after a loss. */
  #moving = false;
  #sessionId: string | undefined;
  #joined = false;
  #closed = false;
  #opened = false;
  readonly #reconnectListeners = new Set<() => void>();
  readonly #listeners = new Map<FrameType, Set<Listener>>();
  readonly #frames = new LiveFrameAssembler();

  constructor(private readonly options: LiveSocketOptions) {}

  on(type: FrameType, listener: Listener): () => void {
    const set = this.#listeners.get(type) ?? new Set<Listener>();
    this.#listeners.set(type, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  get status(): SocketStatus {
    return this.#status;
  }

  /** Called on every change of the status. */
  onStatus(listener: (status: SocketStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  /**
   * Called on every connection after the first one, except after a move the server asked for: what the page
   * missed meanwhile (a few milliseconds) is replayed, and a crowd reloading everything at once is avoided.
   */
  onReconnect(listener: () => void): () => void {
    this.#reconnectListeners.add(listener);
    return () => this.#reconnectListeners.delete(listener);
  }

  connect(): void {
    this.#closed = false;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#cancelMove();
    const moving = this.#moving;
    this.#moving = false;
    const socket = new this.options.WebSocket(this.options.url());
    // An attempt still under way is dropped: only the newest socket speaks for the page.
    const previous = this.#socket;
    this.#socket = socket;
    previous?.close();
    const timeout = setTimeout(() => socket.close(), CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(timeout);
      if (this.#socket !== socket) return;
      this.#attempts = 0;
      this.#setStatus({ connected: true, retryOffered: false });
      if (this.#joined) this.#sendJoin();
      if (this.#lastId) this.#send({ type: 'resume', id: this.#lastId });
      if (this.#opened && !moving) for (const listener of this.#reconnectListeners) listener();
      this.#opened = true;
    };
    // Frames still arriving on a socket left behind are the new one's to bring, after its resume.
    socket.onmessage = (message: { data: unknown }) => {
      if (this.#socket === socket) this.#receive(message.data);
    };
    // A failed connection is followed by its close, which does the work.
    socket.onerror = () => {};
    socket.onclose = () => {
      clearTimeout(timeout);
      if (this.#socket !== socket) return;
      this.#setStatus({ connected: false });
      this.#cancelMove();
      if (!this.#closed) this.#scheduleReconnect();
    };
  }

  /**
   * A frame received before this page was loaded (kept by the last one, saved-frame-store.ts), with its
   * stream id: the first connection then asks only for what followed it, as a reconnection does. Called before
   * `connect`; a frame already received since wins.
   */
  restore(id: string, frame: object): void {
    if (this.#lastId !== null) return;
    this.#frames.whole(id, frame);
    this.#lastId = id;
  }

  /** The stream id of a frame the socket brought (the object it emitted); null for any other frame. */
  idOf(frame: object): string | null {
    return this.#frames.idOf(frame);
  }

  /** Follows a session's live updates (the current session without an id). */
  joinLive(sessionId?: string): void {
    this.#joined = true;
    this.#sessionId = sessionId;
    this.#sendJoin();
  }

  leaveLive(): void {
    this.#send({ type: 'leave-live', sessionId: this.#sessionId });
    this.#joined = false;
  }

  /** The manual retry: an attempt now, and the quick ones again after it. */
  retry(): void {
    this.#attempts = 0;
    this.#setStatus({ retryOffered: false });
    this.connect();
  }

  /**
   * An attempt now rather than at the end of the wait, when there is reason to think it may work (the
   * network is back, the tab is seen again); nothing while connected or already trying.
   */
  reconnectNow(): void {
    if (this.#retryTimer !== undefined) this.connect();
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
    this.#cancelMove();
    this.#socket?.close();
  }

  /**
   * The server is going away and asked to be left after `delayMs`, a delay of its drawing so that its pages
   * do not all come back at the same instant: a new connection then, which the proxy sends to another server,
   * resuming from the last frame. Frames keep coming meanwhile. Should the server close first, the connection
   * counts as lost and the usual attempts take over.
   */
  #moveAfter(delayMs: number): void {
    this.#cancelMove();
    this.#moveTimer = setTimeout(() => {
      this.#moveTimer = undefined;
      this.#moving = true;
      this.connect();
    }, delayMs);
  }

  #cancelMove(): void {
    clearTimeout(this.#moveTimer);
    this.#moveTimer = undefined;
  }

  #scheduleReconnect(): void {
    this.#attempts += 1;
    if (this.#attempts > QUICK_ATTEMPTS) this.#setStatus({ retryOffered: true });
    const delay = reconnectDelayMs(this.#attempts, this.options.random());
    this.#retryTimer = setTimeout(() => this.connect(), delay);
  }

  #setStatus(change: Partial<SocketStatus>): void {
    const status = { ...this.#status, ...change };
    if (status.connected === this.#status.connected && status.retryOffered === this.#status.retryOffered)
      return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener(status);
  }

  /** Joins the room, saying which state of it the page holds: what follows then comes as deltas. */
  #sendJoin(): void {
    this.#send({ type: 'join-live', sessionId: this.#sessionId, held: this.#frames.heldOf(this.#sessionId) });
  }

  #send(message: object): void {
    if (this.#socket?.readyState === OPEN) this.#socket.send(JSON.stringify(message));
  }

  #receive(text: unknown): void {
    if (typeof text !== 'string') return;
    let frame: SocketFrame;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (frame.type === 'reconnect') {
      this.#moveAfter(moveDelayMs(frame.data));
      return;
    }
    if (frame.id) this.#lastId = frame.id;
    if (frame.type !== 'live-update' && frame.type !== 'live-delta') {
      this.#emit(frame.type, frame.data);
      return;
    }
    const outcome = this.#frames.receive(frame, Date.now());
    if (outcome && 'frame' in outcome) this.#emit('live-update', outcome.frame);
    else if (outcome) this.#send({ type: 'keyframe', sessionId: outcome.askKeyframe });
  }

  #emit(type: string | undefined, data: unknown): void {
    for (const listener of this.#listeners.get(type as FrameType) ?? []) listener(data);
  }
}

/** The wait a `reconnect` frame asks for, kept within [0, MAX_MOVE_DELAY_MS]; at once when unreadable. */
export function moveDelayMs(data: unknown): number {
  const delay = (data as { delay_ms?: unknown } | null)?.delay_ms;
  return typeof delay === 'number' && Number.isFinite(delay)
    ? Math.min(Math.max(delay, 0), MAX_MOVE_DELAY_MS)
    : 0;
}
