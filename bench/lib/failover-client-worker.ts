/**
 * A process holding WebSocket clients for bench/failover.bench.ts, driven over IPC: each client keeps the
 * key of every live frame it receives and when it came, so that the bench can tell, per client, how long
 * it went without a frame across a failover and which frames it missed or got twice. The key is the
 * frame's stream id on our protocol, the publisher's sequence number (`"seq":<n>`, the data's first field)
 * on socket.io's; both are read from the first bytes of the frame, without parsing the JSON.
 */
import WebSocket from 'ws';

export type FailoverProtocol = 'lemans' | 'socket.io';

/** What one client received: the key of each live frame and when it came (ms, wall clock). */
export interface ClientLog {
  keys: string[];
  at: number[];
  /** Whether its connection was closed: a client here never reconnects. */
  closed: boolean;
}

export type FailoverWorkerCommand =
  | { type: 'connect'; protocol: FailoverProtocol; url: string; count: number }
  | { type: 'count'; after: number; frames: number }
  | { type: 'logs' }
  | { type: 'close' };

export type FailoverWorkerReply =
  | { type: 'connected'; refused: number }
  | { type: 'counted'; clients: number }
  | { type: 'logs'; logs: ClientLog[] }
  | { type: 'closed' };

const OUR_LIVE_FRAME = /^\{"type":"live-(?:update|delta)","id":"([\d-]+)"/;
const SEQ = /"seq":(\d+)/;
/** Handshakes in flight at once: enough to connect quickly, few enough not to overflow the accept queue. */
const CONNECT_CONCURRENCY = 100;

const clients: { socket: WebSocket; log: ClientLog }[] = [];

const now = () => performance.timeOrigin + performance.now();

/** socket.io's room of the live session, which its publisher emits to. */
export const SOCKET_IO_ROOM = 'live';

function open(protocol: FailoverProtocol, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Frames from a trusted server: validating each one would make the clients the bottleneck.
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    const log: ClientLog = { keys: [], at: [], closed: false };
    const keep = (key: string | undefined) => {
      if (key === undefined) return;
      log.keys.push(key);
      log.at.push(now());
    };
    socket.once('error', reject);
    socket.on('close', () => {
      log.closed = true;
    });
    if (protocol === 'lemans') {
      socket.once('open', () => {
        // The session the site follows now, whatever its id: as the home page joins it.
        socket.send(JSON.stringify({ type: 'join-live' }));
        socket.on('message', (data: Buffer) =>
          keep(OUR_LIVE_FRAME.exec(data.toString('latin1', 0, 80))?.[1]),
        );
        clients.push({ socket, log });
        resolve();
      });
      return;
    }
    // engine.io: "0{…}" opens, "40" connects the default namespace, "2" is a ping answered by "3",
    // "42[…]" is an event.
    socket.on('message', (data: Buffer) => {
      const kind = data[0];
      if (kind === 0x34 && data[1] === 0x32) keep(SEQ.exec(data.toString('latin1', 0, 60))?.[1]);
      else if (kind === 0x32) socket.send('3');
      else if (kind === 0x30) socket.send('40');
      else if (kind === 0x34 && data[1] === 0x30) {
        socket.send(`42${JSON.stringify(['join-live', SOCKET_IO_ROOM])}`);
        clients.push({ socket, log });
        resolve();
      }
    });
  });
}

async function connect(protocol: FailoverProtocol, url: string, count: number) {
  let started = 0;
  let refused = 0;
  const lane = async () => {
    while (started < count) {
      started++;
      await open(protocol, url).catch(() => refused++);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, count) }, lane));
  return refused;
}

/** The clients that received at least `frames` live frames after `after`. */
function countAfter(after: number, frames: number): number {
  return clients.filter(({ log }) => log.at.filter((at) => at > after).length >= frames).length;
}

function reply(message: FailoverWorkerReply): void {
  process.send?.(message);
}

process.on('message', async (command: FailoverWorkerCommand) => {
  switch (command.type) {
    case 'connect':
      reply({
        type: 'connected',
        refused: await connect(command.protocol, command.url, command.count),
      });
      return;
    case 'count':
      reply({ type: 'counted', clients: countAfter(command.after, command.frames) });
      return;
    case 'logs':
      reply({ type: 'logs', logs: clients.map(({ log }) => log) });
      return;
    case 'close':
      for (const { socket } of clients.splice(0)) socket.terminate();
      reply({ type: 'closed' });
      return;
  }
});
