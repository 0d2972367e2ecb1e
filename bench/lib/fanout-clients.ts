import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Protocol, WorkerCommand, WorkerReply } from './fanout-client-worker.ts';

const WORKER = fileURLToPath(new URL('./fanout-client-worker.ts', import.meta.url));

/** WebSocket clients spread over worker processes, so that receiving does not share the publisher's loop. */
export interface ClientPool {
  /**
   * Opens `count` more clients, shared between the workers, each joining `sessionId`; says how many are open
   * in all and how many of these could not connect.
   */
  connect(
    protocol: Protocol,
    url: string,
    count: number,
    sessionId: string,
  ): Promise<{ open: number; refused: number }>;
  /** Forgets the samples received so far (the latest state sent on join, for instance). */
  reset(): Promise<void>;
  /**
   * Delivery latencies (ms) of every frame received since the last reset or collect, and the bytes of those
   * frames, per protocol.
   */
  collect(): Promise<{ latencies: Record<Protocol, number[]>; bytes: Record<Protocol, number> }>;
  /** How many frames the clients received since the last reset or collect, per protocol. */
  received(): Promise<Record<Protocol, number>>;
  /** Closes every client, keeping the workers. */
  closeAll(): Promise<void>;
  stop(): Promise<void>;
}

export function startClientPool(size: number): ClientPool {
  const workers = Array.from({ length: size }, () =>
    fork(WORKER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  );
  const all = (command: (index: number) => WorkerCommand) =>
    Promise.all(workers.map((worker, index) => request(worker, command(index))));
  return {
    async connect(protocol, url, count, sessionId) {
      const replies = await all((index) => ({
        type: 'connect',
        protocol,
        url,
        sessionId,
        count: Math.floor(count / size) + (index < count % size ? 1 : 0),
      }));
      const connected = { open: 0, refused: 0 };
      for (const reply of replies) {
        if (reply.type !== 'connected') continue;
        connected.open += reply.open;
        connected.refused += reply.refused;
      }
      return connected;
    },
    async reset() {
      await all(() => ({ type: 'reset' }));
    },
    async collect() {
      const replies = await all(() => ({ type: 'collect' }));
      const latencies: Record<Protocol, number[]> = { lemans: [], 'socket.io': [] };
      const bytes: Record<Protocol, number> = { lemans: 0, 'socket.io': 0 };
      for (const reply of replies) {
        if (reply.type !== 'samples') continue;
        for (const protocol of Object.keys(latencies) as Protocol[]) {
          latencies[protocol] = latencies[protocol].concat(reply.latenciesMs[protocol]);
          bytes[protocol] += reply.bytes[protocol];
        }
      }
      return { latencies, bytes };
    },
    async received() {
      const replies = await all(() => ({ type: 'count' }));
      const received: Record<Protocol, number> = { lemans: 0, 'socket.io': 0 };
      for (const reply of replies) {
        if (reply.type !== 'counted') continue;
        received.lemans += reply.received.lemans;
        received['socket.io'] += reply.received['socket.io'];
      }
      return received;
    },
    async closeAll() {
      await all(() => ({ type: 'close' }));
    },
    async stop() {
      await Promise.all(
        workers.map(async (worker) => {
          worker.kill();
          if (worker.exitCode === null && worker.signalCode === null) await once(worker, 'exit');
        }),
      );
    },
  };
}

/** The worker's reply; an error once it is gone (the pool stopped under an abandoned level), never a wait. */
function request(worker: ChildProcess, command: WorkerCommand): Promise<WorkerReply> {
  if (worker.exitCode !== null || worker.signalCode !== null)
    return Promise.reject(new Error('processus de clients arrêté'));
  return new Promise((resolve, reject) => {
    const replied = (reply: WorkerReply) => {
      worker.off('exit', exited);
      resolve(reply);
    };
    const exited = () => {
      worker.off('message', replied);
      reject(new Error('processus de clients arrêté avant de répondre'));
    };
    worker.once('message', replied);
    worker.once('exit', exited);
    worker.send(command);
  });
}
