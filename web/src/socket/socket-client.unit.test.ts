import type { LiveFrame, LiveRow } from '@lemans/race';
import { liveDeltaOf } from '@lemans/race/live-delta';
import { describe, expect, it } from 'vitest';
import { LiveSocket, type SocketLike } from './socket-client.ts';

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

  close(): void {}
}

const frame = (gap: string) =>
  ({
    session_id: '10',
    data: [{ participant_number: '83', gap } as LiveRow],
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
});
