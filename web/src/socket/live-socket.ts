import { signal } from '@preact/signals-react';

/**
 * The browser's end of /socket (spec part 1 §7, DESIGN §5): JSON frames `{ type, id, data }`, a 20 s
 * connection timeout, then 3 reconnection attempts 1 s apart; after that a manual retry stays offered.
 * On every (re)connection it joins the live room again and resumes from the last frame id it received,
 * so that nothing sent meanwhile is missed.
 */

export const CONNECT_TIMEOUT_MS = 20_000;
export const RECONNECT_ATTEMPTS = 3;
export const RECONNECT_DELAY_MS = 1000;

export type FrameType =
  | 'live-update'
  | 'sync-complete'
  | 'program-update'
  | 'news-update'
  | 'alerts-update'
  | 'streams-update';
type Listener = (data: unknown) => void;

export const socketConnected = signal(false);
/** True once the automatic attempts are spent: the page offers a manual retry. */
export const socketGaveUp = signal(false);

export class LiveSocket {
  #socket: WebSocket | null = null;
  #lastId: string | null = null;
  #attempts = 0;
  #sessionId: string | undefined;
  #joined = false;
  #closed = false;
  #opened = false;
  readonly #reconnectListeners = new Set<() => void>();
  readonly #listeners = new Map<FrameType, Set<Listener>>();

  constructor(private readonly url: string) {}

  on(type: FrameType, listener: Listener): () => void {
    const set = this.#listeners.get(type) ?? new Set<Listener>();
    this.#listeners.set(type, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Called on every connection after the first one. */
  onReconnect(listener: () => void): () => void {
    this.#reconnectListeners.add(listener);
    return () => this.#reconnectListeners.delete(listener);
  }

  connect(): void {
    this.#closed = false;
    socketGaveUp.value = false;
    const socket = new WebSocket(this.url);
    this.#socket = socket;
    const timeout = setTimeout(() => socket.close(), CONNECT_TIMEOUT_MS);
    socket.onopen = () => {
      clearTimeout(timeout);
      this.#attempts = 0;
      socketConnected.value = true;
      if (this.#joined) this.#send({ type: 'join-live', sessionId: this.#sessionId });
      if (this.#lastId) this.#send({ type: 'resume', id: this.#lastId });
      if (this.#opened) for (const listener of this.#reconnectListeners) listener();
      this.#opened = true;
    };
    socket.onmessage = (message) => this.#receive(message.data);
    socket.onclose = () => {
      clearTimeout(timeout);
      socketConnected.value = false;
      if (this.#socket === socket && !this.#closed) this.#scheduleReconnect();
    };
  }

  /** Follows a session's live updates (the current session without an id). */
  joinLive(sessionId?: string): void {
    this.#joined = true;
    this.#sessionId = sessionId;
    this.#send({ type: 'join-live', sessionId });
  }

  leaveLive(): void {
    this.#send({ type: 'leave-live', sessionId: this.#sessionId });
    this.#joined = false;
  }

  /** The manual retry offered once the automatic attempts are spent. */
  retry(): void {
    this.#attempts = 0;
    this.connect();
  }

  close(): void {
    this.#closed = true;
    this.#socket?.close();
  }

  #scheduleReconnect(): void {
    if (this.#attempts >= RECONNECT_ATTEMPTS) {
      socketGaveUp.value = true;
      return;
    }
    this.#attempts += 1;
    setTimeout(() => this.connect(), RECONNECT_DELAY_MS);
  }

  #send(message: object): void {
    if (this.#socket?.readyState === WebSocket.OPEN) this.#socket.send(JSON.stringify(message));
  }

  #receive(text: unknown): void {
    if (typeof text !== 'string') return;
    let frame: { type?: string; id?: string; data?: unknown };
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (frame.id) this.#lastId = frame.id;
    for (const listener of this.#listeners.get(frame.type as FrameType) ?? []) listener(frame.data);
  }
}

const socketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/socket`;

/** The page's one socket. */
export const liveSocket = new LiveSocket(socketUrl());
