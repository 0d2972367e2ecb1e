import { once } from 'node:events';
import type { Socket } from 'node:net';
import WebSocket, { type ClientOptions } from 'ws';

export interface Frame {
  type: string;
  id?: string;
  data: unknown;
}

/** A real ws client that keeps every frame it receives and lets the test read them one by one. */
export class TestClient {
  readonly frames: Frame[] = [];
  /** Bytes of every frame received. */
  bytesReceived = 0;
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly #socket: WebSocket;
  #read = 0;
  #waiter: (() => void) | null = null;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data: Buffer) => {
      this.bytesReceived += data.length;
      this.frames.push(JSON.parse(String(data)) as Frame);
      this.#waiter?.();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: String(reason) });
        this.#waiter?.();
      });
    });
  }

  static async connect(url: string, options: ClientOptions = {}): Promise<TestClient> {
    const socket = new WebSocket(url, { perMessageDeflate: false, ...options });
    const client = new TestClient(socket);
    await once(socket, 'open');
    return client;
  }

  /** Text as is, a Buffer as a binary frame, anything else as JSON text. */
  send(message: unknown): void {
    const isRaw = typeof message === 'string' || Buffer.isBuffer(message);
    this.#socket.send(isRaw ? message : JSON.stringify(message));
  }

  /** The next frame not read yet, waiting for it if needed. */
  async next(timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (this.#read >= this.frames.length) {
      const left = deadline - Date.now();
      if (left <= 0 || this.#socket.readyState === WebSocket.CLOSED) {
        throw new Error(`aucune trame reçue (${this.frames.length} lues)`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#waiter = null;
    }
    return this.frames[this.#read++] as Frame;
  }

  /** The next `count` frames. */
  async take(count: number, timeoutMs = 5000): Promise<Frame[]> {
    const frames: Frame[] = [];
    for (let n = 0; n < count; n++) frames.push(await this.next(timeoutMs));
    return frames;
  }

  /** The TCP socket under the WebSocket: pausing it makes a client that stops reading. */
  get tcp(): Socket {
    return (this.#socket as unknown as { _socket: Socket })._socket;
  }

  close(): void {
    this.#socket.close();
  }
}

export const ids = (frames: Frame[]) => frames.map((frame) => frame.id);
