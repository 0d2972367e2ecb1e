/**
 * A process holding thousands of WebSocket clients for bench/fanout.bench.ts, driven over IPC. It speaks
 * either our protocol or socket.io's (engine.io v4 over a raw WebSocket), so that both servers are
 * measured with the same lean client: only the server differs. Each frame carries the publisher's clock
 * (`"sentAt":<ms>`, a field of the data, whole or delta), read from the raw bytes without parsing the JSON;
 * the bytes of live frames received are counted per protocol.
 */
import WebSocket from 'ws';

export type Protocol = 'lemans' | 'socket.io';

export type WorkerCommand =
  | { type: 'connect'; protocol: Protocol; url: string; count: number; sessionId: string }
  | { type: 'reset' }
  | { type: 'collect' }
  | { type: 'count' }
  | { type: 'close' };

export type WorkerReply =
  | { type: 'connected'; open: number; refused: number }
  | { type: 'reset' }
  | { type: 'samples'; latenciesMs: Record<Protocol, number[]>; bytes: Record<Protocol, number> }
  | { type: 'counted'; received: Record<Protocol, number> }
  | { type: 'closed' };

const SENT_AT = Buffer.from('"sentAt":');
/** Handshakes in flight at once: enough to connect quickly, few enough not to overflow the accept queue. */
const CONNECT_CONCURRENCY = 200;
/**
 * A client not joined by then counts as refused: a proxy out of open files leaves the connection in its
 * accept queue, unanswered, and without a bound the level would wait on it forever.
 */
const JOIN_TIMEOUT_MS = 30_000;

const sockets: WebSocket[] = [];
let latencies = noSamples();
let bytes = noBytes();

function noSamples(): Record<Protocol, number[]> {
  return { lemans: [], 'socket.io': [] };
}

function noBytes(): Record<Protocol, number> {
  return { lemans: 0, 'socket.io': 0 };
}

const now = () => performance.timeOrigin + performance.now();

function record(protocol: Protocol, data: Buffer): void {
  bytes[protocol] += data.length;
  const at = data.indexOf(SENT_AT);
  if (at < 0) return;
  latencies[protocol].push(now() - Number.parseFloat(data.toString('latin1', at + SENT_AT.length, at + 40)));
}

function open(protocol: Protocol, url: string, sessionId: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    // The frames are JSON from a trusted server: validating each 10 KB text frame would make the
    // clients, not the servers, the bottleneck of the measure.
    const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`not joined within ${JOIN_TIMEOUT_MS} ms`));
    }, JOIN_TIMEOUT_MS);
    const joined = () => {
      clearTimeout(timer);
      resolve(socket);
    };
    const failed = (err: Error) => {
      clearTimeout(timer);
      reject(err);
    };
    socket.once('error', failed);
    // Once joined this settles nothing; before, a socket the server closed will never join.
    socket.once('close', () => failed(new Error('closed before joining')));
    if (protocol === 'lemans') {
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'join-live', sessionId }));
        socket.on('message', (data: Buffer) => record(protocol, data));
        joined();
      });
      return;
    }
    // engine.io: "0{…}" opens, "40" connects the default namespace, "2" is a ping answered by "3",
    // "42[…]" is an event.
    socket.on('message', (data: Buffer) => {
      const kind = data[0];
      if (kind === 0x34 && data[1] === 0x32) record(protocol, data);
      else if (kind === 0x32) socket.send('3');
      else if (kind === 0x30) socket.send('40');
      else if (kind === 0x34 && data[1] === 0x30) {
        socket.send(`42${JSON.stringify(['join-live', sessionId])}`);
        joined();
      }
    });
  });
}

/** Opens `count` clients; says how many could not connect (refused, reset, or closed before joining). */
async function connect(protocol: Protocol, url: string, count: number, sessionId: string): Promise<number> {
  let started = 0;
  let refused = 0;
  const lane = async () => {
    while (started < count) {
      started++;
      try {
        sockets.push(await open(protocol, url, sessionId));
      } catch {
        refused++;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, count) }, lane));
  return refused;
}

function reply(message: WorkerReply): void {
  process.send?.(message);
}

process.on('message', async (command: WorkerCommand) => {
  switch (command.type) {
    case 'connect': {
      const refused = await connect(command.protocol, command.url, command.count, command.sessionId);
      reply({ type: 'connected', open: sockets.length, refused });
      return;
    }
    case 'reset':
      latencies = noSamples();
      bytes = noBytes();
      reply({ type: 'reset' });
      return;
    case 'collect':
      reply({ type: 'samples', latenciesMs: latencies, bytes });
      latencies = noSamples();
      bytes = noBytes();
      return;
    case 'count':
      reply({
        type: 'counted',
        received: { lemans: latencies.lemans.length, 'socket.io': latencies['socket.io'].length },
      });
      return;
    case 'close':
      for (const socket of sockets.splice(0)) socket.terminate();
      reply({ type: 'closed' });
      return;
  }
});
