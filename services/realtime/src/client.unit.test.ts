import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { Client, type ClientLimits } from './client.ts';
import type { OutgoingFrame } from './outgoing-frame.ts';

const limits: ClientLimits = {
  softBufferBytes: 1000,
  hardBufferBytes: 5000,
  slowCloseMs: 2000,
  closeGraceMs: 100,
  maxBadMessages: 3,
  keyframeIntervalMs: 1000,
  resumeIntervalMs: 10_000,
};

/** A socket whose buffered amount the test sets, recording what is written to it. */
function fakeSocket() {
  return {
    bufferedAmount: 0,
    sent: [] as (string | Buffer)[],
    closedWith: null as [number, string] | null,
    terminated: false,
    send(data: string | Buffer, options?: { binary?: boolean }) {
      if (Buffer.isBuffer(data)) expect(options?.binary).toBe(false);
      this.sent.push(data);
    },
    close(code: number, reason: string) {
      this.closedWith = [code, reason];
    },
    terminate() {
      this.terminated = true;
    },
  };
}

function clientOn(socket: ReturnType<typeof fakeSocket>) {
  const events = { congested: vi.fn(), gone: vi.fn() };
  return { client: new Client(socket as unknown as WebSocket, limits, events), events };
}

const live = (id: string, session = '10'): OutgoingFrame => ({
  id,
  type: 'live-update',
  session,
  current: false,
  bytes: Buffer.from(`live ${session} ${id}`),
});
/** A live-update with its delta from `base`. */
const liveWithDelta = (id: string, base: string, session = '10'): OutgoingFrame => ({
  ...live(id, session),
  delta: { base, bytes: Buffer.from(`delta ${session} ${base}→${id}`) },
});
const notice = (id: string): OutgoingFrame => ({
  id,
  type: 'news-update',
  session: '',
  current: false,
  bytes: Buffer.from(`notice ${id}`),
});
const texts = (socket: ReturnType<typeof fakeSocket>) => socket.sent.map(String);

describe('Client', () => {
  it('sends a delta only to a client holding the frame it applies to, the whole state otherwise', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    // Joined late: the first frame it gets goes whole, the next ones as deltas.
    client.deliver(liveWithDelta('2-0', '1-0'));
    client.deliver(liveWithDelta('3-0', '2-0'));
    client.deliver(liveWithDelta('5-0', '4-0', '11'));
    client.deliver(liveWithDelta('6-0', '5-0', '11'));
    // A frame the client missed (its delta's base is not what it holds): whole again.
    client.deliver(liveWithDelta('9-0', '8-0'));
    expect(texts(socket)).toEqual([
      'live 10 2-0',
      'delta 10 2-0→3-0',
      'live 11 5-0',
      'delta 11 5-0→6-0',
      'live 10 9-0',
    ]);
  });

  it('sends the newest state whole after conflating, the deltas between having been skipped', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    client.deliver(live('1-0'));
    socket.bufferedAmount = 1500;
    client.deliver(liveWithDelta('2-0', '1-0'));
    client.deliver(liveWithDelta('3-0', '2-0'));
    socket.bufferedAmount = 0;
    client.flush(Date.now());
    client.deliver(liveWithDelta('4-0', '3-0'));
    expect(texts(socket)).toEqual(['live 10 1-0', 'live 10 3-0', 'delta 10 3-0→4-0']);
  });

  it('takes the frame a reconnecting client holds as the base of its deltas, never going back', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    client.holds('10', '2-0');
    client.deliver(liveWithDelta('3-0', '2-0'));
    client.holds('10', '1-0');
    client.deliver(liveWithDelta('4-0', '3-0'));
    expect(texts(socket)).toEqual(['delta 10 2-0→3-0', 'delta 10 3-0→4-0']);
  });

  it('takes one request of a whole state a second, after which the session goes whole once', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    client.deliver(live('1-0'));
    expect(client.takeKeyframeRequest('10', 10_000)).toBe(true);
    expect(client.takeKeyframeRequest('10', 10_999)).toBe(false);
    client.deliver(liveWithDelta('2-0', '1-0'));
    client.deliver(liveWithDelta('3-0', '2-0'));
    expect(client.takeKeyframeRequest('10', 11_000)).toBe(true);
    expect(texts(socket)).toEqual(['live 10 1-0', 'live 10 2-0', 'delta 10 2-0→3-0']);
  });

  it('takes one resume per interval, apart from the requests of a whole state', () => {
    const { client } = clientOn(fakeSocket());
    expect(client.takeResumeRequest(10_000)).toBe(true);
    expect(client.takeKeyframeRequest('10', 10_000)).toBe(true);
    expect(client.takeResumeRequest(19_999)).toBe(false);
    expect(client.takeResumeRequest(20_000)).toBe(true);
  });

  it('writes the shared frame bytes as text frames while the socket keeps up', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    const frame = live('1-0');
    client.deliver(frame);
    client.deliver(notice('2-0'));
    expect(socket.sent[0]).toBe(frame.bytes);
    expect(texts(socket)).toEqual(['live 10 1-0', 'notice 2-0']);
  });

  it('conflates live-updates above the soft limit, newest per session, and flushes them in order once drained', () => {
    const socket = fakeSocket();
    const { client, events } = clientOn(socket);
    socket.bufferedAmount = 1500;
    client.deliver(live('1-0', '10'));
    client.deliver(live('2-0', '11'));
    client.deliver(live('3-0', '10'));
    client.deliver(notice('4-0'));
    expect(events.congested).toHaveBeenCalledOnce();
    expect(texts(socket)).toEqual(['notice 4-0']);

    expect(client.flush(Date.now())).toBe(true);
    socket.bufferedAmount = 1000;
    expect(client.flush(Date.now())).toBe(false);
    expect(texts(socket)).toEqual(['notice 4-0', 'live 11 2-0', 'live 10 3-0']);

    client.deliver(live('5-0'));
    expect(texts(socket).at(-1)).toBe('live 10 5-0');
  });

  it('keeps conflating until the buffer has drained, even if a frame would fit', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    socket.bufferedAmount = 2000;
    client.deliver(live('1-0'));
    socket.bufferedAmount = 0;
    client.deliver(live('2-0'));
    expect(socket.sent).toEqual([]);
    client.flush(Date.now());
    expect(texts(socket)).toEqual(['live 10 2-0']);
  });

  it('closes a client slow for too long with 1013, then cuts it after the grace delay', () => {
    vi.useFakeTimers();
    try {
      const socket = fakeSocket();
      const { client, events } = clientOn(socket);
      socket.bufferedAmount = 2000;
      client.deliver(live('1-0'));
      expect(client.flush(Date.now() + 1000)).toBe(true);
      expect(client.flush(Date.now() + 2001)).toBe(false);
      expect(socket.closedWith).toEqual([1013, 'Client trop lent']);
      expect(events.gone).toHaveBeenCalledWith(client);
      expect(client.gone).toBe(true);
      client.deliver(notice('2-0'));
      expect(socket.sent).toEqual([]);
      vi.advanceTimersByTime(100);
      expect(socket.terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes at once above the hard limit, even for a notice', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    socket.bufferedAmount = 6000;
    client.deliver(notice('1-0'));
    expect(socket.closedWith).toEqual([1013, 'Client trop lent']);
    expect(socket.sent).toEqual([]);
  });

  it('reports each frame it writes, by kind and size, and its cut for slowness', () => {
    const socket = fakeSocket();
    const metrics = { sent: vi.fn(), cutSlow: vi.fn() };
    const client = new Client(
      socket as unknown as WebSocket,
      limits,
      { congested: vi.fn(), gone: vi.fn() },
      metrics,
    );
    client.deliver(live('1-0'));
    client.deliver(liveWithDelta('2-0', '1-0'));
    client.deliver(notice('3-0'));
    expect(metrics.sent.mock.calls).toEqual([
      ['whole', 'live 10 1-0'.length],
      ['delta', Buffer.byteLength('delta 10 1-0→2-0')],
      ['notice', 'notice 3-0'.length],
    ]);
    socket.bufferedAmount = 6000;
    client.deliver(notice('4-0'));
    expect(metrics.cutSlow).toHaveBeenCalledTimes(1);
    expect(metrics.sent).toHaveBeenCalledTimes(3);
  });

  it('does not send a live-update older than one the client already has', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    client.deliver(live('5-0'));
    client.deliverIfNewer(live('4-0'));
    client.deliverIfNewer(live('5-0'));
    client.deliverIfNewer(notice('3-0'));
    client.deliverIfNewer(live('4-0', '11'));
    expect(texts(socket)).toEqual(['live 10 5-0', 'notice 3-0', 'live 11 4-0']);
  });

  it('asks the client to reconnect after its delay, and goes on sending it frames', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    client.moveAfter(1234);
    client.deliver(live('1-0'));
    expect(JSON.parse(String(socket.sent[0]))).toEqual({ type: 'reconnect', data: { delay_ms: 1234 } });
    expect(texts(socket).at(-1)).toBe('live 10 1-0');
    client.close(1012, 'Serveur en arrêt');
    client.moveAfter(10);
    expect(socket.sent).toHaveLength(2);
  });

  it('answers refused messages in French and closes with 1008 past the tolerated number', () => {
    const socket = fakeSocket();
    const { client } = clientOn(socket);
    client.refuse('Message illisible');
    client.refuse('Message illisible');
    expect(socket.closedWith).toBeNull();
    client.refuse('Message illisible');
    expect(socket.sent.map((text) => JSON.parse(String(text)))).toEqual(
      Array(3).fill({ type: 'error', data: { message: 'Message illisible' } }),
    );
    expect(socket.closedWith).toEqual([1008, 'Trop de messages invalides']);
  });

  it('knows which frames concern it', () => {
    const { client } = clientOn(fakeSocket());
    client.sessions.add('10');
    expect(client.concerns(live('1-0', '10'))).toBe(true);
    expect(client.concerns(live('1-0', '11'))).toBe(false);
    expect(client.concerns({ ...live('1-0', '11'), current: true })).toBe(false);
    client.inCurrentRoom = true;
    expect(client.concerns({ ...live('1-0', '11'), current: true })).toBe(true);
    expect(client.concerns(notice('2-0'))).toBe(true);
  });
});
