import type { LiveFrame } from '@lemans/contract';
import { liveDeltaOf } from '@lemans/contract/live-delta';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, MAX_MOVE_DELAY_MS, moveDelayMs, type SocketLike } from './socket-client.ts';

/** A socket the test speaks through: what the page sends, and frames from the server on demand. */
class ScriptedSocket implements SocketLike {
  static last: ScriptedSocket | null = null;
  readyState = 0;
  onopen: ((event: never) => void) | null = null;
  onmessage: ((event: never) => void) | null = null;
  onerror: ((event: never) => void) | null = null;
  onclose: ((event: never) => void) | null = null;
  readonly sent: unknown[] = [];

  constructor() {
    ScriptedSocket.last = this;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({} as never);
  }

  receive(frame: unknown): void {
    this.onmessage?.({ data: JSON.stringify(frame) } as never);
  }

  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }

  closed = false;

  close(): void {
    this.closed = true;
  }

  /** The server's end of the connection going away. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({} as never);
  }
}

const frame = (gap: string) =>
  ({
    session_id: '10',
    data: [testLiveRow({ participant_number: '83', gap })],
  }) as unknown as LiveFrame;

function connected() {
  const socket = new LiveSocket({
    url: () => 'ws://test/socket',
    WebSocket: ScriptedSocket,
    random: () => 0,
  });
  const received: unknown[] = [];
  socket.on('live-update', (data) => received.push(data));
  socket.connect();
  const server = ScriptedSocket.last as ScriptedSocket;
  server.open();
  return { socket, server, received };
}

describe('LiveSocket', () => {
  it('gives its listeners whole frames, deltas made whole', () => {
    const { server, received } = connected();
    const [first, second, third] = [frame(''), frame('1.5'), frame('2.0')];
    server.receive({ type: 'live-update', id: '1-0', data: first });
    server.receive({
      type: 'live-delta',
      id: '2-0',
      base: '1-0',
      session: '10',
      data: liveDeltaOf(first, second),
    });
    server.receive({
      type: 'live-delta',
      id: '3-0',
      base: '2-0',
      session: '10',
      data: liveDeltaOf(second, third),
    });
    expect(received).toEqual([first, second, third]);
    expect(server.sent).toEqual([]);
  });

  it('says which state it holds when it joins a room again, so that what follows comes as deltas', () => {
    const { socket, server } = connected();
    socket.joinLive();
    server.receive({ type: 'live-update', id: '1-0', data: frame('') });
    socket.leaveLive();
    socket.joinLive('10');
    expect(server.sent).toEqual([
      { type: 'join-live' },
      { type: 'leave-live' },
      { type: 'join-live', sessionId: '10', held: { session: '10', id: '1-0' } },
    ]);
  });

  it('drops a delta built on a frame it does not hold and asks for the whole state', () => {
    const { server, received } = connected();
    const [first, second] = [frame(''), frame('1.5')];
    server.receive({ type: 'live-update', id: '1-0', data: first });
    server.receive({
      type: 'live-delta',
      id: '3-0',
      base: '2-0',
      session: '10',
      data: liveDeltaOf(first, second),
    });
    expect(received).toEqual([first]);
    expect(server.sent).toEqual([{ type: 'keyframe', sessionId: '10' }]);
  });

  describe('asked by a server going away to reconnect', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('moves after the delay asked, resuming from its last frame, without counting the connection as lost', () => {
      vi.useFakeTimers();
      const { socket, server, received } = connected();
      const statuses: unknown[] = [];
      socket.onStatus((status) => statuses.push(status));
      let reconnections = 0;
      socket.onReconnect(() => {
        reconnections += 1;
      });
      socket.joinLive('10');
      server.receive({ type: 'live-update', id: '1-0', data: frame('') });
      server.receive({ type: 'reconnect', data: { delay_ms: 3000 } });
      // Still fed by the server going away until the delay is over.
      vi.advanceTimersByTime(2999);
      server.receive({ type: 'live-update', id: '2-0', data: frame('1.5') });
      expect(ScriptedSocket.last).toBe(server);
      vi.advanceTimersByTime(1);

      const next = ScriptedSocket.last as ScriptedSocket;
      expect(next).not.toBe(server);
      expect(server.closed).toBe(true);
      // A frame still arriving on the old socket is the new one's to bring.
      server.receive({ type: 'live-update', id: '3-0', data: frame('2.0') });
      next.open();
      expect(next.sent).toEqual([
        { type: 'join-live', sessionId: '10', held: { session: '10', id: '2-0' } },
        { type: 'resume', id: '2-0' },
      ]);
      expect(received).toHaveLength(2);
      expect(statuses).toEqual([]);
      expect(reconnections).toBe(0);
    });

    it('counts the connection as lost when the server closes it before the move', () => {
      vi.useFakeTimers();
      const { socket, server } = connected();
      let reconnections = 0;
      socket.onReconnect(() => {
        reconnections += 1;
      });
      server.receive({ type: 'reconnect', data: { delay_ms: 3000 } });
      server.drop();
      expect(socket.status.connected).toBe(false);
      // The usual first attempt, a second later; the move asked for is forgotten.
      vi.advanceTimersByTime(1000);
      const next = ScriptedSocket.last as ScriptedSocket;
      expect(next).not.toBe(server);
      next.open();
      vi.advanceTimersByTime(5000);
      expect(ScriptedSocket.last).toBe(next);
      expect(reconnections).toBe(1);
    });
  });

  it('reads the delay of a move within bounds, at once when it cannot', () => {
    expect(moveDelayMs({ delay_ms: 1234 })).toBe(1234);
    expect(moveDelayMs({ delay_ms: -5 })).toBe(0);
    expect(moveDelayMs({ delay_ms: 10 ** 9 })).toBe(MAX_MOVE_DELAY_MS);
    expect(moveDelayMs({ delay_ms: '3000' })).toBe(0);
    expect(moveDelayMs(null)).toBe(0);
    expect(moveDelayMs({ delay_ms: Number.NaN })).toBe(0);
  });
});
